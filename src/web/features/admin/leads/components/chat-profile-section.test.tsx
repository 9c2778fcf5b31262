// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatProfileSection } from './lead-drawer-sections';

afterEach(cleanup);

describe('the chat profile in the lead drawer (issue 29)', () => {
  it('shows PT-BR labels and values, never the stored keys', () => {
    const { container } = render(
      <ChatProfileSection
        profile={{
          deadline: '2026-12-24',
          evidence: { timeline: 'antes do Natal' },
          confidence: { timeline: 0.9 },
          conversationStage: 'closing',
        }}
      />,
    );
    expect(screen.getByText('Data do prazo')).toBeInTheDocument();
    expect(screen.getByText('24/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Evidência')).toBeInTheDocument();
    expect(screen.getByText('Prazo: “antes do Natal”')).toBeInTheDocument();
    expect(screen.getByText('Confiança')).toBeInTheDocument();
    expect(screen.getByText('Fechamento')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/Deadline|Evidence|closing|Confidence/);
  });
});
