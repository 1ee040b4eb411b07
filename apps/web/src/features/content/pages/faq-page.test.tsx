import { policy } from '@tabi/contracts';
import { assistantSuggestions, faqGroups } from '@tabi/site-content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { FaqPage } from './faq-page.tsx';

fakeApi();

function renderFaq(path = '/faq') {
  return renderRoutes(
    [
      { path: '/faq', Component: FaqPage },
      { path: '/contact', Component: () => <h1>Contact us</h1> },
    ],
    path,
  );
}

/** The question buttons on the page, each a trigger of the accordion. */
const questions = () => screen.queryAllByRole('button', { expanded: false }).concat(expandedQuestions());
const expandedQuestions = () => screen.queryAllByRole('button', { expanded: true });
const question = (name: string) => screen.getByRole('button', { name });
const filterBox = () => screen.getByRole('searchbox', { name: 'Search the questions' });

/**
 * A key press as a browser makes it. jsdom sends only the key events; a browser then activates a focused
 * button on Enter or Space with a click, unless a handler prevented the key's default.
 */
function press(element: Element, key: string) {
  const allowed = fireEvent.keyDown(element, { key });
  if (allowed && element instanceof HTMLButtonElement && (key === 'Enter' || key === ' ')) {
    fireEvent.click(element);
  }
  fireEvent.keyUp(element, { key });
}

function expectSoundOutline() {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  for (const [index, level] of levels.entries()) {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  }
}

describe('FAQ page', () => {
  it('has its title, description, topics and 25 to 45 questions', async () => {
    renderFaq();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Frequently asked questions · Tabi Tours'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /paying at the meeting point/,
    );

    const topics = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(topics).toEqual(expect.arrayContaining(faqGroups['at-meeting-point'].map((group) => group.title)));
    expect(topics.slice(0, 8)).toEqual([
      'Booking',
      'Payment',
      'Cancellation & refunds',
      'On the day',
      'Accessibility & families',
      'Account & privacy',
      'Travel in Japan',
      'Support & assistant',
    ]);
    const count = questions().length;
    expect(count).toBeGreaterThanOrEqual(25);
    expect(count).toBeLessThanOrEqual(45);
    expect(screen.getByRole('status')).toHaveTextContent(`${count} questions in all`);

    const nav = screen.getByRole('navigation', { name: 'Topics' });
    expect(within(nav).getByRole('link', { name: 'Payment' })).toHaveAttribute('href', '#payment');
    expectSoundOutline();
  });

  it('narrows the questions to those whose question or answer has every word typed', async () => {
    renderFaq();
    await screen.findByRole('heading', { level: 1 });
    const total = questions().length;

    fireEvent.change(filterBox(), { target: { value: 'refund' } });
    expect(question('How do refunds work?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Can I sign in with Google?' })).not.toBeInTheDocument();
    const shown = questions().length;
    expect(shown).toBeGreaterThan(1);
    expect(shown).toBeLessThan(total);
    expect(screen.getByRole('status')).toHaveTextContent(`${shown} of ${total} questions match`);
    // Topics without a match are gone; the topic list is hidden while filtering.
    expect(screen.queryByRole('heading', { level: 2, name: 'On the day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Topics' })).not.toBeInTheDocument();

    // A word found only in an answer, in any case and with extra spaces.
    fireEvent.change(filterBox(), { target: { value: '  DASHI ' } });
    expect(questions().map((button) => button.textContent)).toEqual([
      'Can you cater for allergies or dietary needs?',
    ]);

    // Every word must match.
    fireEvent.change(filterBox(), { target: { value: 'google password' } });
    expect(question('Can I sign in with Google?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I book a tour?' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(questions()).toHaveLength(total);
    expect(filterBox()).toHaveValue('');
  });

  it('says when no question matches, with a way to contact us and a way back', async () => {
    renderFaq();
    await screen.findByRole('heading', { level: 1 });

    fireEvent.change(filterBox(), { target: { value: 'submarine' } });
    expect(screen.getByRole('heading', { level: 2, name: 'No questions match' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing here mentions “submarine”/)).toBeInTheDocument();
    expect(questions()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('0 of');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expectSoundOutline();

    fireEvent.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(screen.queryByText('No questions match')).not.toBeInTheDocument();
    expect(questions().length).toBeGreaterThanOrEqual(25);

    // Escape in the box clears it too.
    fireEvent.change(filterBox(), { target: { value: 'submarine' } });
    press(filterBox(), 'Escape');
    expect(filterBox()).toHaveValue('');
  });

  it('opens and closes a question with the keyboard; the arrow keys move between questions', async () => {
    renderFaq();
    await screen.findByRole('heading', { level: 1 });
    const trigger = question('Can I cancel for free?');
    expect(trigger.tagName).toBe('BUTTON');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The question is the heading of its answer, under its topic's h2.
    expect(trigger.closest('h3')).not.toBeNull();

    trigger.focus();
    expect(trigger).toHaveFocus();
    press(trigger, 'Enter');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Can I cancel for free?' });
    expect(trigger).toHaveAttribute('aria-controls', answer.id);
    expect(answer).toHaveTextContent(
      `cancel up to ${policy.freeCancellationHours} hours before the tour starts`,
    );

    press(trigger, ' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Can I cancel for free?' })).not.toBeInTheDocument();

    // Down and up go to the next and previous question of the topic; Home and End to its ends.
    press(trigger, 'ArrowDown');
    expect(question('How do I cancel a booking?')).toHaveFocus();
    press(document.activeElement as Element, 'ArrowUp');
    expect(trigger).toHaveFocus();
    press(trigger, 'End');
    expect(question('What happens if you cancel my tour?')).toHaveFocus();
    press(document.activeElement as Element, 'Home');
    expect(trigger).toHaveFocus();

    // Several questions can be open at once.
    press(trigger, 'Enter');
    press(question('How do refunds work?'), 'Enter');
    expect(expandedQuestions()).toHaveLength(2);
  });

  it('quotes the policy numbers in its answers', async () => {
    renderFaq();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(question('Can I cancel for free?'));
    fireEvent.click(question('How late can I book?'));
    fireEvent.click(question(`What if I cancel less than ${policy.freeCancellationHours} hours before?`));

    expect(screen.getByRole('region', { name: 'Can I cancel for free?' })).toHaveTextContent(
      `${policy.freeCancellationHours} hours`,
    );
    expect(screen.getByRole('region', { name: 'How late can I book?' })).toHaveTextContent(
      `Up to ${policy.bookingCutoffHours} hours before the tour starts`,
    );
    const free = screen.getByRole('region', { name: 'Can I cancel for free?' });
    expect(within(free).getByRole('link', { name: 'cancellation policy' })).toHaveAttribute(
      'href',
      '/cancellation-policy',
    );
  });

  it('answers the travel questions it suggests asking the assistant, with links to the tours', async () => {
    renderFaq();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(question('What is the AI assistant?'));
    const assistant = screen.getByRole('region', { name: 'What is the AI assistant?' });
    for (const suggestion of assistantSuggestions.faq) expect(assistant).toHaveTextContent(`"${suggestion}"`);

    const travel = screen.getByRole('region', { name: 'Travel in Japan' });
    for (const button of within(travel).getAllByRole('button')) fireEvent.click(button);
    expect(within(travel).getByRole('link', { name: 'temple and culture tours' })).toHaveAttribute(
      'href',
      '/tours?category=Cultural',
    );
    expect(within(travel).getByRole('link', { name: 'tours in Kyoto' })).toHaveAttribute(
      'href',
      '/tours?search=Kyoto',
    );
    expect(within(travel).getByRole('link', { name: 'our vehicles' })).toHaveAttribute('href', '/vehicle');
  });

  it('opens the question a link points to', async () => {
    renderFaq('/faq#refunds');
    await screen.findByRole('heading', { level: 1 });
    expect(question('How do refunds work?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do refunds work?' })).toHaveTextContent(/Refunded/);
  });
});
