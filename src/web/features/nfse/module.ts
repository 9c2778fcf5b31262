/** NFS-e in the web app: no page of its own; the invoice's card and the Configurações tab (index.ts). */
import { defineWebModule } from '@web/module';

export const manifest = defineWebModule({ pages: {} });
