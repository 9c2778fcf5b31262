/**
 * The LGPD sweep's pattern, run by PostgreSQL's own regex engine (the sweep is a regexp_replace):
 * the person's name, e-mail and phone go, and other people's words that merely contain them stay.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needlePattern } from '@server/privacy/personal-data';

let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
  await pg.waitReady;
});
afterAll(() => pg.close());

const pattern = needlePattern({
  names: ['Ana Paula'],
  emails: ['ana@exemplo.com.br'],
  phones: ['(11) 98888-7777'],
})!;

async function swept(text: string): Promise<string> {
  const result = await pg.query<{ out: string }>(`select regexp_replace($1, $2, '[removido]', 'gi') as out`, [
    text,
    pattern,
  ]);
  return result.rows[0]!.out;
}

describe('needlePattern on PostgreSQL', () => {
  it("removes the person's name, e-mail and phone, in any case, spacing and punctuation", async () => {
    expect(await swept('Falei com ana  PAULA ontem.')).toBe('Falei com [removido] ontem.');
    expect(await swept('"Ana Paula", cliente')).toBe('"[removido]", cliente');
    expect(await swept('e-mail: ana@exemplo.com.br.')).toBe('e-mail: [removido].');
    expect(await swept('tel +55 11 98888-7777 ou 11988887777')).toBe('tel +55 [removido] ou [removido]');
    // An accented neighbour never protects the data: in doubt, the text is cleaned.
    expect(await swept('éAna Paula')).toBe('é[removido]');
  });

  it("leaves other people's words that only contain them", async () => {
    expect(await swept('Mariana Paulada fechou o contrato')).toBe('Mariana Paulada fechou o contrato');
    expect(await swept('Anapaula e Ana Paulo')).toBe('Anapaula e Ana Paulo');
    expect(await swept('joana@exemplo.com.br')).toBe('joana@exemplo.com.br');
    expect(await swept('pedido 119888877770')).toBe('pedido 119888877770');
  });
});
