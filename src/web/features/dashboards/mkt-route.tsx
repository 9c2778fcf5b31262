import { PagePlaceholder } from '../../components/page-title';

export function Component() {
  return <PagePlaceholder title="Dashboard Marketing" />;
}
