/** Which CODERS sections a person may open: the page access table decides, as the route guard does. */
import { Briefcase, Handshake, type LucideIcon, Megaphone, ShieldCheck, Users, Wallet } from 'lucide-react';
import { decide, pageAccessFor, type Viewer } from '@shared/catalog/access';
import { type CodersSection, codersSections } from '@shared/catalog/coders';

export function allowedSections(viewer: Viewer): CodersSection[] {
  return codersSections.filter(
    (section) => decide(pageAccessFor(`/coders/${section.id}`), viewer) === 'allow',
  );
}

export function findSection(id: string | undefined): CodersSection | undefined {
  return codersSections.find((section) => section.id === id);
}

export const sectionIcons: Record<string, LucideIcon> = {
  adm: ShieldCheck,
  comercial: Briefcase,
  finance: Wallet,
  mkt: Megaphone,
  parceiros: Handshake,
  colaboradores: Users,
};
