/** The answer to a one-time link that failed (expired, used, rate-limited), with the way to ask again. */
import { RIGHTS_PATH } from '@shared/content/privacy-consent';

export function LinkError({ message }: { message: string }) {
  return (
    <p role="alert" className="text-destructive">
      {message} Você pode fazer um novo pedido em{' '}
      <a href={RIGHTS_PATH} className="underline">
        Meus dados
      </a>
      .
    </p>
  );
}
