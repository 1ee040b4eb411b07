import type { AssistantTurn } from '@tabi/contracts';
import { assistantSuggestions } from '@tabi/site-content';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { HelpButton } from '../../../layout/help-button.tsx';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { emma, profileAnswer, storeSession } from '../../../test/session.ts';

const sessionId = '3f2b8c1e-5d4a-4c6b-9e7f-0a1b2c3d4e5f';
const historyPath = `/api/gemini/history/${sessionId}`;
const tourId = 'aaaaaaaa-0000-4000-8000-000000000001';

const { handlers, calls, bodyOf } = fakeApi({ '/api/auth/me': () => profileAnswer(emma) });

const historyAnswer = (history: AssistantTurn[]) => Response.json({ success: true, history });

/** An answer the test sends when it wants to, to see the panel while the reply is pending. */
function deferred() {
  let answer: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('tabi.assistant.session', JSON.stringify({ id: sessionId, owner: null }));
  handlers[`GET ${historyPath}`] = () => historyAnswer([]);
});

function Layout() {
  return (
    <>
      <Outlet />
      <HelpButton />
    </>
  );
}

function renderApp() {
  return renderRoutes(
    [
      {
        path: '/',
        Component: Layout,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'tours/:id', element: <h1>Tour page</h1> },
        ],
      },
    ],
    '/',
  );
}

async function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: 'Need Help?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Travel assistant' });
  await within(dialog).findByRole('region', { name: 'Conversation with the travel assistant' });
  await waitFor(() =>
    expect(within(dialog).queryByRole('img', { name: 'Loading the conversation...' })).toBeNull(),
  );
  return dialog;
}

const conversation = (dialog: HTMLElement) =>
  within(dialog).getByRole('region', { name: 'Conversation with the travel assistant' });
const box = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Your question' });
const ask = (dialog: HTMLElement, text: string) => {
  fireEvent.change(box(dialog), { target: { value: text } });
  fireEvent.keyDown(box(dialog), { key: 'Enter' });
};
const liveRegion = (dialog: HTMLElement) => dialog.querySelector('[aria-live="polite"]');

describe('AssistantPanel', () => {
  it('greets by name with suggested questions on an empty conversation, with the focus in the box', async () => {
    renderApp();
    const dialog = await openPanel();
    expect(conversation(dialog)).toHaveTextContent("Hello! I'm the Tabi Tours travel assistant.");
    expect(calls('GET', historyPath)).toHaveLength(1);
    const suggestions = within(dialog).getByRole('list', { name: 'Try asking' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(assistantSuggestions.panel);
    await waitFor(() => expect(box(dialog)).toHaveFocus());
  });

  it('counts near the 1,000-character limit and refuses a longer question with the contracts message', async () => {
    renderApp();
    const dialog = await openPanel();
    fireEvent.change(box(dialog), { target: { value: 'x'.repeat(899) } });
    expect(within(dialog).queryByText('899/1,000')).toBeNull();
    ask(dialog, 'x'.repeat(1001));
    expect(within(dialog).getByText('1,001/1,000')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Keep your question under 1000 characters');
    expect(calls('POST', '/api/gemini/chat')).toHaveLength(0);
  });

  it('shows the loaded history with both sides and their times instead of the greeting', async () => {
    handlers[`GET ${historyPath}`] = () =>
      historyAnswer([
        { role: 'user', content: 'Tours in Nara?', timestamp: '2027-03-12T09:00:00.000Z' },
        {
          role: 'model',
          content: `One tour in Nara:\n- [Nara Deer Park Walk](/tours/${tourId}) from $40`,
          timestamp: '2027-03-12T09:00:01.000Z',
        },
      ]);
    renderApp();
    const dialog = await openPanel();
    const log = conversation(dialog);
    expect(within(log).getByText('Tours in Nara?')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Nara Deer Park Walk' })).toHaveAttribute(
      'href',
      `/tours/${tourId}`,
    );
    expect(
      within(log)
        .getAllByText(/^(You|Assistant):$/)
        .map((s) => s.textContent),
    ).toEqual(['You:', 'Assistant:']);
    expect(log.querySelectorAll('time')).toHaveLength(2);
    expect(log).not.toHaveTextContent('Hello!');
    expect(within(dialog).queryByRole('list', { name: 'Try asking' })).toBeNull();
  });

  it('sends a question, shows it with a spinner until the reply, blocks a second one meanwhile, and announces the reply', async () => {
    const reply = deferred();
    handlers['POST /api/gemini/chat'] = () => reply.promise;
    renderApp();
    const dialog = await openPanel();

    ask(dialog, '  Tours in Kyoto under $150  ');
    await waitFor(() =>
      expect(bodyOf('POST', '/api/gemini/chat')).toEqual({ message: 'Tours in Kyoto under $150', sessionId }),
    );
    expect(within(conversation(dialog)).getByText('Tours in Kyoto under $150')).toBeInTheDocument();
    expect(await within(dialog).findByText('The assistant is writing...')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(within(dialog).queryByRole('list', { name: 'Try asking' })).toBeNull();

    ask(dialog, 'And in Osaka?');
    expect(calls('POST', '/api/gemini/chat')).toHaveLength(1);
    expect(box(dialog)).toHaveValue('And in Osaka?');

    await act(async () =>
      reply.answer(
        Response.json({
          success: true,
          response: `Two tours in Kyoto under $150:\n- [Gion Evening Walk](/tours/${tourId}) from $60`,
        }),
      ),
    );
    expect(await within(dialog).findByRole('link', { name: 'Gion Evening Walk' })).toBeInTheDocument();
    expect(within(dialog).queryByText('The assistant is writing...')).toBeNull();
    expect(liveRegion(dialog)).toHaveTextContent('Two tours in Kyoto under $150: Gion Evening Walk from $60');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('keeps a question asked before the panel closed: still pending when it opens again, then answered', async () => {
    const reply = deferred();
    handlers['POST /api/gemini/chat'] = () => reply.promise;
    renderApp();
    let dialog = await openPanel();
    ask(dialog, 'Tours in Osaka?');
    await waitFor(() => expect(calls('POST', '/api/gemini/chat')).toHaveLength(1));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The history read as it opens again does not have the question yet (it is stored with its answer).
    dialog = await openPanel();
    expect(within(dialog).getByText('The assistant is writing...')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await act(async () => reply.answer(Response.json({ success: true, response: 'Two tours in Osaka.' })));
    const log = conversation(dialog);
    expect(await within(log).findByText('Two tours in Osaka.')).toBeInTheDocument();
    expect(within(log).getAllByText('Tours in Osaka?')).toHaveLength(1);
    expect(calls('POST', '/api/gemini/chat')).toHaveLength(1);
  });

  it('sends a suggested question with one press', async () => {
    handlers['POST /api/gemini/chat'] = () =>
      Response.json({ success: true, response: 'Free cancellation up to 24 hours before.' });
    renderApp();
    const dialog = await openPanel();
    fireEvent.click(within(dialog).getByRole('button', { name: 'What is your cancellation policy?' }));
    expect(
      await within(conversation(dialog)).findByText('Free cancellation up to 24 hours before.'),
    ).toBeInTheDocument();
    expect(bodyOf('POST', '/api/gemini/chat')).toEqual({
      message: 'What is your cancellation policy?',
      sessionId,
    });
  });

  it("shows a failure as the assistant's message in the spec's words", async () => {
    handlers['POST /api/gemini/chat'] = () =>
      json(429, { success: false, message: 'Quota', code: 'RATE_LIMITED', details: { aiError: 'quota' } });
    renderApp();
    const dialog = await openPanel();
    ask(dialog, 'Hello');
    expect(
      await within(conversation(dialog)).findByText('API quota exceeded. Please wait and try again later.'),
    ).toBeInTheDocument();
    expect(liveRegion(dialog)).toHaveTextContent('API quota exceeded. Please wait and try again later.');

    handlers['POST /api/gemini/chat'] = () =>
      json(503, {
        success: false,
        message: 'The assistant has no API key yet.',
        code: 'SERVICE_UNAVAILABLE',
        details: { aiError: 'not-configured', helpUrl: 'https://aistudio.google.com/app/apikey' },
      });
    ask(dialog, 'Hello again');
    expect(
      await within(conversation(dialog)).findByText('The assistant has no API key yet.'),
    ).toBeInTheDocument();
    const help = within(dialog).getByRole('link', { name: 'https://aistudio.google.com/app/apikey' });
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect(help).toHaveAttribute('target', '_blank');

    handlers['POST /api/gemini/chat'] = () => {
      throw new TypeError('Failed to fetch');
    };
    ask(dialog, 'Anyone there?');
    expect(await within(conversation(dialog)).findByText(/^Cannot connect to server\./)).toBeInTheDocument();
    expect(within(conversation(dialog)).getByText('Run npm install && npm start')).toBeInTheDocument();
  });

  it('warns that the backend is not running when the history cannot be reached, and greets on other failures', async () => {
    handlers[`GET ${historyPath}`] = () => {
      throw new TypeError('Failed to fetch');
    };
    renderApp();
    let dialog = await openPanel();
    expect(conversation(dialog)).toHaveTextContent(
      'Warning: the backend server is not running on port 5200, so the assistant cannot answer yet.',
    );
    expect(within(dialog).getByText('Run npm install && npm start')).toBeInTheDocument();
    expect(conversation(dialog)).not.toHaveTextContent('Hello!');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the assistant' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    handlers[`GET ${historyPath}`] = () => json(500, { success: false, message: 'Boom', code: 'INTERNAL' });
    dialog = await openPanel();
    expect(conversation(dialog)).toHaveTextContent("Hello! I'm the Tabi Tours travel assistant.");
  });

  it('follows a tour link inside the app and closes; opening again loads the same conversation', async () => {
    const turns: AssistantTurn[] = [
      { role: 'user', content: 'Tours in Nara?', timestamp: '2027-03-12T09:00:00.000Z' },
      {
        role: 'model',
        content: `- [Nara Deer Park Walk](/tours/${tourId})`,
        timestamp: '2027-03-12T09:00:01.000Z',
      },
    ];
    handlers[`GET ${historyPath}`] = () => historyAnswer(turns);
    const router = renderApp();
    let dialog = await openPanel();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Nara Deer Park Walk' }));
    expect(await screen.findByRole('heading', { name: 'Tour page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/tours/${tourId}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openPanel();
    expect(within(dialog).getByRole('link', { name: 'Nara Deer Park Walk' })).toBeInTheDocument();
    expect(calls('GET', historyPath)).toHaveLength(2);
  });

  it("clears the conversation to 'Conversation cleared! How can I help you today?' under a new session id", async () => {
    handlers[`GET ${historyPath}`] = () =>
      historyAnswer([{ role: 'user', content: 'Tours in Nara?', timestamp: '2027-03-12T09:00:00.000Z' }]);
    handlers['POST /api/gemini/clear-history'] = () => Response.json({ success: true });
    renderApp();
    const dialog = await openPanel();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear conversation' }));
    expect(
      await within(conversation(dialog)).findByText('Conversation cleared! How can I help you today?'),
    ).toBeInTheDocument();
    expect(bodyOf('POST', '/api/gemini/clear-history')).toEqual({ sessionId });
    expect(conversation(dialog)).not.toHaveTextContent('Tours in Nara?');
    expect(liveRegion(dialog)).toHaveTextContent('Conversation cleared! How can I help you today?');
    expect(within(dialog).getByRole('list', { name: 'Try asking' })).toBeInTheDocument();

    const next = JSON.parse(sessionStorage.getItem('tabi.assistant.session') ?? '{}').id;
    expect(next).not.toBe(sessionId);
    handlers['POST /api/gemini/chat'] = () => Response.json({ success: true, response: 'Hello!' });
    ask(dialog, 'Hi');
    await within(conversation(dialog)).findByText('Hello!');
    expect(bodyOf('POST', '/api/gemini/chat')).toEqual({ message: 'Hi', sessionId: next });
    expect(calls('GET', `/api/gemini/history/${next}`)).toHaveLength(0);
  });

  it('keeps the conversation and its session when clearing fails, and says why', async () => {
    handlers[`GET ${historyPath}`] = () =>
      historyAnswer([{ role: 'user', content: 'Tours in Nara?', timestamp: '2027-03-12T09:00:00.000Z' }]);
    handlers['POST /api/gemini/clear-history'] = () => {
      throw new TypeError('Failed to fetch');
    };
    renderApp();
    const dialog = await openPanel();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear conversation' }));
    expect(await within(conversation(dialog)).findByText(/^Cannot connect to server\./)).toBeInTheDocument();
    expect(conversation(dialog)).toHaveTextContent('Tours in Nara?');
    expect(JSON.parse(sessionStorage.getItem('tabi.assistant.session') ?? '{}').id).toBe(sessionId);
  });

  it('starts a new conversation for a traveller who signed in after chatting as a visitor', async () => {
    storeSession(emma);
    renderApp();
    await openPanel();
    await waitFor(() => expect(calls('GET', historyPath)).toHaveLength(0));
    const stored = JSON.parse(sessionStorage.getItem('tabi.assistant.session') ?? '{}');
    expect(stored.owner).toBe(emma.id);
    expect(stored.id).not.toBe(sessionId);
  });

  it("offers the other channel, a person in the live chat, which the address opens ('?chat=open')", async () => {
    storeSession(emma);
    const router = renderApp();
    const dialog = await openPanel();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Talk to a person' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Travel assistant' })).toBeNull());
    expect(router.state.location.search).toBe('?chat=open');
  });

  it('tells a visitor that talking to a person needs signing in', async () => {
    renderApp();
    const dialog = await openPanel();
    expect(within(dialog).getByRole('button', { name: 'Talk to a person (sign in)' })).toBeInTheDocument();
  });
});
