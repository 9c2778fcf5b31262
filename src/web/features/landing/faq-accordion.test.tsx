// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { faq } from '../../../shared/content/faq';
import { FaqAccordion } from './faq-accordion';

afterEach(cleanup);

const question = (index: number) => screen.getByRole('button', { name: faq[index].question });

describe('FAQ accordion (docs/product/public-site.md)', () => {
  it('renders the 7 questions, all collapsed, each controlling its answer', () => {
    render(<FaqAccordion items={faq} />);
    expect(screen.getAllByRole('button')).toHaveLength(7);
    for (let i = 0; i < faq.length; i++) {
      expect(question(i)).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(question(i).getAttribute('aria-controls')!);
      expect(panel).not.toBeVisible();
    }
  });

  it('keeps a single answer open at a time', () => {
    render(<FaqAccordion items={faq} />);
    fireEvent.click(question(0));
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(faq[0].answer)).toBeVisible();

    fireEvent.click(question(3));
    expect(question(3)).toHaveAttribute('aria-expanded', 'true');
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(faq[3].answer)).toBeVisible();
    expect(screen.getByText(faq[0].answer)).not.toBeVisible();
    expect(
      screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(1);
  });

  it('closes the open answer when its question is chosen again (fully collapsed)', () => {
    render(<FaqAccordion items={faq} />);
    fireEvent.click(question(2));
    fireEvent.click(question(2));
    expect(question(2)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(faq[2].answer)).not.toBeVisible();
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(
      true,
    );
  });

  it('labels each answer region with its question', () => {
    render(<FaqAccordion items={faq} />);
    fireEvent.click(question(1));
    expect(screen.getByRole('region', { name: faq[1].question })).toHaveTextContent(faq[1].answer);
  });
});
