import { describe, expect, it } from 'vitest';
import { withPrivacySettings } from './site-meta';

const html =
  '<p>O encarregado é <span data-privacy="dpoName">Ana Ribeiro</span>, ' +
  '<a href="mailto:privacidade@coders.example" data-privacy="dpoEmail" class="x">privacidade@coders.example</a>. ' +
  'Leads: <span data-privacy="leadMonths">24</span> meses; chat: <span data-privacy="chatMonths">12</span> meses. ' +
  'Fale com privacidade@coders.example ou ligue 24 horas.</p>';

describe('withPrivacySettings (the saved LGPD settings in the served policy page)', () => {
  it('writes the saved values inside the marked elements only', () => {
    const out = withPrivacySettings(html, {
      dpoName: 'João <Silva>',
      dpoEmail: 'dpo@agencia.com.br',
      leadMonths: '18',
      chatMonths: '12',
    });
    expect(out).toContain('<span data-privacy="dpoName">João &lt;Silva&gt;</span>');
    expect(out).toContain(
      'href="mailto:dpo@agencia.com.br" data-privacy="dpoEmail" class="x">dpo@agencia.com.br</a>',
    );
    expect(out).toContain('<span data-privacy="leadMonths">18</span>');
    expect(out).toContain('<span data-privacy="chatMonths">12</span>');
    // Text outside the marked elements is left alone.
    expect(out).toContain('Fale com privacidade@coders.example ou ligue 24 horas.');
  });

  it('changes nothing with the defaults', () => {
    expect(
      withPrivacySettings(html, {
        dpoName: 'Ana Ribeiro',
        dpoEmail: 'privacidade@coders.example',
        leadMonths: '24',
        chatMonths: '12',
      }),
    ).toBe(html);
  });
});
