import { describe, expect, it } from 'vitest';
import { networkError, toApiError } from '../../../api/api-error.ts';
import { historyErrorNotice, replyErrorNotice } from './assistant-errors.ts';
import { RequestTimeoutError } from './request-timeout.ts';

const helpUrl = 'https://aistudio.google.com/app/apikey';
/** An error answer of our server, as the client turns it into an ApiError. */
const answer = (status: number, message: string, details?: Record<string, unknown>) =>
  toApiError(status, { success: false, message, code: 'SERVICE_UNAVAILABLE', details });

const startSteps =
  '- Open a terminal in the project folder\n- Run npm install && npm start\n- Reload this page once it is running';

describe('historyErrorNotice', () => {
  it('warns that the backend is not running on port 5200, with the start steps, when nothing answers', () => {
    const warning = {
      content: `Warning: the backend server is not running on port 5200, so the assistant cannot answer yet.\nTo start it:\n${startSteps}`,
    };
    expect(historyErrorNotice(networkError())).toEqual(warning);
    // A proxy in front of a stopped backend.
    expect(historyErrorNotice(toApiError(502, '<html>Bad Gateway</html>'))).toEqual(warning);
  });

  it('gives no notice (the greeting shows) for any other failure', () => {
    expect(
      historyErrorNotice(answer(400, 'sessionId must be session_<milliseconds>_<9 characters> or a UUID v4')),
    ).toBeNull();
    expect(historyErrorNotice(answer(500, 'Internal server error'))).toBeNull();
    expect(historyErrorNotice(new RequestTimeoutError(5000))).toBeNull();
    expect(historyErrorNotice(new Error('boom'))).toBeNull();
  });
});

describe('replyErrorNotice', () => {
  it("says 'Cannot connect to server' with the start steps when nothing answers", () => {
    const notice = {
      content: `Cannot connect to server. Make sure the backend is running on port 5200:\n${startSteps}`,
    };
    expect(replyErrorNotice(networkError())).toEqual(notice);
    expect(replyErrorNotice(toApiError(502, ''))).toEqual(notice);
  });

  it('gives the timeout text for our own 30 s limit and for the server giving up on the AI', () => {
    const timeout = {
      content:
        'Request timeout. The AI is taking too long to respond. Please try again with a shorter message.',
    };
    expect(replyErrorNotice(new RequestTimeoutError(30_000))).toEqual(timeout);
    expect(replyErrorNotice(answer(504, 'The assistant took too long', { aiError: 'timeout' }))).toEqual(
      timeout,
    );
  });

  it("maps each of the server's AI failures to the spec's text", () => {
    expect(
      replyErrorNotice(answer(503, 'The provider refused the key', { aiError: 'invalid-key', helpUrl })),
    ).toEqual({ content: 'Invalid API Key...', helpUrl });
    expect(replyErrorNotice(answer(503, 'The provider refused the key', { aiError: 'invalid-key' }))).toEqual(
      {
        content: 'Invalid API Key...',
      },
    );
    expect(replyErrorNotice(answer(429, 'Quota spent', { aiError: 'quota' }))).toEqual({
      content: 'API quota exceeded. Please wait and try again later.',
    });
    expect(replyErrorNotice(answer(502, 'Upstream failed', { aiError: 'service' }))).toEqual({
      content: 'AI service error...',
    });
  });

  it("shows a missing key's server message as-is with the help URL", () => {
    const message = 'GEMINI_API_KEY is not set. Get a key and restart the server with it.';
    expect(replyErrorNotice(answer(503, message, { aiError: 'not-configured', helpUrl }))).toEqual({
      content: message,
      helpUrl,
    });
    // Only a web address becomes a link.
    expect(
      replyErrorNotice(answer(503, message, { aiError: 'not-configured', helpUrl: 'javascript:alert(1)' })),
    ).toEqual({ content: message });
  });

  it("maps a bare 500 to 'AI service error...' and a 429 that says nothing to the quota text", () => {
    expect(replyErrorNotice(answer(500, 'Internal server error'))).toEqual({
      content: 'AI service error...',
    });
    expect(replyErrorNotice(toApiError(500, ''))).toEqual({ content: 'AI service error...' });
    expect(replyErrorNotice(toApiError(429, ''))).toEqual({
      content: 'API quota exceeded. Please wait and try again later.',
    });
  });

  it("shows our server's other refusals as they are worded (validation, too many questions)", () => {
    expect(replyErrorNotice(answer(400, 'Keep your question under 1000 characters'))).toEqual({
      content: 'Keep your question under 1000 characters',
    });
    const tooMany = 'You are asking too quickly. Please wait a minute and try again.';
    expect(replyErrorNotice(answer(429, tooMany))).toEqual({ content: tooMany });
  });

  it('apologises for anything else', () => {
    const fallback = {
      content: 'Sorry, I encountered an error. Please try again or contact our support team for assistance.',
    };
    expect(replyErrorNotice(answer(503, 'Database unavailable'))).toEqual(fallback);
    expect(replyErrorNotice(toApiError(404, ''))).toEqual(fallback);
    expect(replyErrorNotice(answer(503, 'Odd', { aiError: 'something-new' }))).toEqual(fallback);
    expect(replyErrorNotice(new TypeError('x is undefined'))).toEqual(fallback);
  });
});
