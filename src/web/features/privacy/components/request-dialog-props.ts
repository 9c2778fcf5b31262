import type { PrivacyRequestItem } from '@shared/privacy/schemas';

/** What each dialog of a request card gets: the request, and whether it is open. */
export type RequestDialogProps = {
  request: PrivacyRequestItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};
