/** Eyebrow, title and lead paragraph shared by the landing sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = 'light',
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: 'light' | 'dark';
}) {
  const dark = tone === 'dark';
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p
        className={`text-sm font-semibold tracking-widest uppercase ${dark ? 'text-blue-300' : 'text-blue-700'}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 text-3xl font-bold tracking-tight text-balance md:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {lead && <p className={`mt-4 text-lg ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{lead}</p>}
    </div>
  );
}
