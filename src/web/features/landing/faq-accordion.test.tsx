// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { faq } from '@shared/content/faq';
import { FaqAccordion } from './faq-accordion';

afterEach(cleanup);

const summaries = () => [...document.querySelectorAll('summary')];
const details = () => [...document.querySelectorAll('details')];
const openCount = () => details().filter((d) => d.open).length;

describe('FAQ accordion (docs/product/public-site.md)', () => {
  it('renders the 7 questions, all collapsed, each answer a region labelled by its question', () => {
    render(<FaqAccordion items={faq} />);
    expect(summaries().map((s) => s.textContent)).toEqual(faq.map((item) => item.question));
    expect(openCount()).toBe(0);
    const region = details()[1].querySelector('[role="region"]')!;
    expect(document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent).toBe(
      faq[1].question,
    );
  });

  it('works without React: the server HTML is an exclusive native accordion', () => {
    const html = renderToString(<FaqAccordion items={faq} />);
    const names = [...html.matchAll(/<details[^>]* name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toHaveLength(7);
    expect(new Set(names).size).toBe(1);
    expect(html).not.toContain(' open=""');
  });

  it('keeps a single answer open at a time', async () => {
    render(<FaqAccordion items={faq} />);
    fireEvent.click(summaries()[0]);
    await waitFor(() => expect(details()[0].open).toBe(true));
    expect(screen.getByText(faq[0].answer)).toBeVisible();

    fireEvent.click(summaries()[3]);
    await waitFor(() => expect(details()[0].open).toBe(false));
    expect(details()[3].open).toBe(true);
    expect(openCount()).toBe(1);
  });

  it('closes the open answer when its question is chosen again (fully collapsed)', async () => {
    render(<FaqAccordion items={faq} />);
    fireEvent.click(summaries()[2]);
    await waitFor(() => expect(details()[2].open).toBe(true));
    fireEvent.click(summaries()[2]);
    await waitFor(() => expect(openCount()).toBe(0));
  });
});
