import { company, ports } from '@tabi/contracts';

/**
 * Every text the travel assistant's panel writes itself. The error texts are the spec's (section 8),
 * word for word, including their trailing '...'.
 */

/** How to start the backend, in the '- ' list lines the message renderer shows as a list. */
const startSteps = [
  '- Open a terminal in the project folder',
  '- Run npm install && npm start',
  '- Reload this page once it is running',
].join('\n');

export const assistantTexts = {
  greeting: `Hello! I'm the ${company.name} travel assistant. Ask me about our tours in Japan: where to go, what fits your budget and group, which dates are free, or how booking and cancelling work.`,
  cleared: 'Conversation cleared! How can I help you today?',
  /** The history could not be loaded because nothing answers on the backend's port. */
  backendNotRunning: `Warning: the backend server is not running on port ${ports.default}, so the assistant cannot answer yet.\nTo start it:\n${startSteps}`,
  cannotConnect: `Cannot connect to server. Make sure the backend is running on port ${ports.default}:\n${startSteps}`,
  timeout: 'Request timeout. The AI is taking too long to respond. Please try again with a shorter message.',
  invalidKey: 'Invalid API Key...',
  quota: 'API quota exceeded. Please wait and try again later.',
  service: 'AI service error...',
  fallback: 'Sorry, I encountered an error. Please try again or contact our support team for assistance.',
  /** Shown before the link to where an API key can be had. */
  helpUrlLead: 'Get an API key here:',
} as const;
