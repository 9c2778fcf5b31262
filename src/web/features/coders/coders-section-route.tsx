import { useParams } from 'react-router';
import { codersSections } from '../../../shared/catalog/coders';
import { PagePlaceholder } from '../../components/page-title';

export function Component() {
  const { section, page = 'visao-geral' } = useParams();
  const found = codersSections.find((item) => item.id === section);
  const title = found?.pages.find((item) => item.slug === page)?.title;
  return <PagePlaceholder title={found && title ? `${found.title} — ${title}` : 'Página não encontrada'} />;
}
