import { type Consultation, company, consultationTopics } from '@tabi/contracts';
import { contactPage } from '@tabi/site-content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configAnswer, fakeApi, json } from '../../../test/fake-api.ts';
import { tourId, tourOf } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { profileAnswer, storeSession, userOf } from '../../../test/session.ts';
import { toast } from '../../../ui/toast.ts';
import { ContactPage } from './contact-page.tsx';

vi.mock('../../../ui/toast.ts', () => import('../../../test/toast-mock.ts'));

const schedule = '/api/consultations/schedule';

/** Now: Wednesday 10 March 2027, 12:00 in Japan (03:00 UTC). */
const now = new Date('2027-03-10T03:00:00.000Z');

const { handlers, calls, bodyOf } = fakeApi({
  '/api/config': () => configAnswer(),
  [`/api/posts/${tourId}`]: () => Response.json({ success: true, data: tourOf() }),
});

/** The server's answer to a consultation: what was sent, stored. */
function consultationOf(patch: Partial<Consultation> = {}): Consultation {
  return {
    _id: 'c0000000-0000-4000-8000-000000000001',
    name: 'Lena Fischer',
    email: 'lena@example.com',
    phone: null,
    preferredDate: '2027-03-12',
    preferredTime: '10:30',
    topic: 'Planning a trip',
    message: 'We are four friends planning ten days in Kansai in April.',
    tour: null,
    status: 'new',
    adminNote: null,
    handledAt: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ...patch,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
});

async function renderContact(path = '/contact') {
  renderRoutes(
    [
      { path: '/contact', Component: ContactPage },
      { path: '/tours/:id', Component: () => <h1>Tour</h1> },
    ],
    path,
  );
  await screen.findByRole('heading', { level: 1, name: contactPage.title });
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: /^(Request consultation|Sending…)$/ });
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function fillIn() {
  type('Name', '  Lena Fischer ');
  type('E-mail', 'Lena@Example.com');
  type('Preferred date', '2027-03-12');
  type(/^Preferred time/, '10:30');
  type('Topic', 'Planning a trip');
  type('Message', 'We are four friends planning ten days in Kansai in April.');
}

describe('ContactPage', () => {
  it('has its h1, document title and description, and the contact details of the footer', async () => {
    await renderContact();
    expect(document.title).toBe(`${contactPage.title} · Tabi Tours`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      contactPage.description,
    );
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, i) => {
      expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
    });

    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute('href', 'tel:+81755550142');
    expect(screen.getByText(company.address.street)).toBeInTheDocument();
    const hours = screen.getByRole('heading', { level: 3, name: /Office hours/ }).closest('section');
    expect(hours).toHaveTextContent('Japan time, JST');
    expect(hours).toHaveTextContent('Monday to Friday09:00–18:00');
    expect(hours).toHaveTextContent('It is now Wednesday 12:00 JST in Kyoto.');
  });

  it('offers exactly the topics of the contract, and no date before today in Japan', async () => {
    await renderContact();
    const options = within(field('Topic')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Choose a topic', ...consultationTopics]);
    expect(field('Preferred date')).toHaveAttribute('min', '2027-03-10');
  });

  it('shows the validation errors on the fields and sends nothing', async () => {
    await renderContact();
    fireEvent.click(submitButton());

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Choose a date')).toBeInTheDocument();
    expect(screen.getByText('Choose a time', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Choose a topic', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Message needs at least 10 characters')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Name is required');

    // Too short a message, a bad phone number and a past date (Japan time) are refused too.
    type('Message', 'Hello');
    type(/^Phone/, 'call me');
    type('Preferred date', '2027-03-09');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Message needs at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Choose today or a later date')).toBeInTheDocument();
    expect(calls('POST', schedule)).toHaveLength(0);
  });

  it('posts the request as the contract reads it, disables the button while sending, then confirms', async () => {
    let answer: (response: Response) => void = () => {};
    handlers[`POST ${schedule}`] = () => new Promise<Response>((resolve) => (answer = resolve));
    await renderContact();
    fillIn();
    fireEvent.click(submitButton());

    await waitFor(() => expect(calls('POST', schedule)).toHaveLength(1));
    expect(bodyOf('POST', schedule)).toEqual({
      name: 'Lena Fischer',
      email: 'lena@example.com',
      phone: null,
      preferredDate: '2027-03-12',
      preferredTime: '10:30',
      topic: 'Planning a trip',
      message: 'We are four friends planning ten days in Kansai in April.',
      tourId: null,
    });
    await waitFor(() => expect(submitButton()).toHaveTextContent('Sending…'));
    expect(submitButton()).toBeDisabled();
    fireEvent.click(submitButton());
    expect(calls('POST', schedule)).toHaveLength(1);

    answer(json(201, { success: true, data: consultationOf() }));

    const confirmation = await screen.findByRole('heading', { level: 3, name: 'Consultation requested' });
    // The form gave way to the confirmation, and the focus went with it.
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(toast.success).toHaveBeenCalledWith('Consultation requested', {
      description: 'Friday 12 March 2027 at 10:30 JST',
    });
    // A visitor's typed address hears from a trip planner, not from an automatic mail.
    expect(screen.getByRole('status')).toHaveTextContent(
      'A trip planner will write to lena@example.com within one working day to confirm the time.',
    );

    // Another question starts from a fresh form that still knows who is asking.
    fireEvent.click(screen.getByRole('button', { name: 'Ask something else' }));
    expect(field('Name')).toHaveValue('Lena Fischer');
    expect(field('Message')).toHaveValue('');
  });

  it("shows the server's field errors on their fields and its message in a toast", async () => {
    handlers[`POST ${schedule}`] = () =>
      json(400, {
        success: false,
        message: 'Choose today or a later date.',
        code: 'VALIDATION_FAILED',
        fieldErrors: {
          preferredDate: 'Choose today or a later date',
          email: 'This address cannot receive mail',
        },
      });
    await renderContact();
    fillIn();
    fireEvent.click(submitButton());

    expect(await screen.findByText('This address cannot receive mail')).toBeInTheDocument();
    expect(field('Preferred date')).toHaveAccessibleDescription(
      expect.stringContaining('Choose today or a later date'),
    );
    // The first field the server named takes the focus.
    expect(field('Preferred date')).toHaveFocus();
    expect(toast.error).toHaveBeenCalledWith('Your request could not be sent', {
      description: 'Choose today or a later date.',
    });
    expect(toast.success).not.toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
    expect(field('Message')).toHaveValue('We are four friends planning ten days in Kansai in April.');
  });

  it('says so when the server cannot be reached', async () => {
    handlers[`POST ${schedule}`] = () => json(503, {});
    await renderContact();
    fillIn();
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Your request could not be sent', {
        description: 'Failed to schedule consultation',
      }),
    );
  });

  it('fills in name, e-mail and phone from the session of a signed-in traveller', async () => {
    const lena = userOf({ name: 'Lena Fischer', email: 'lena@example.com', phone: '+49 30 1234567' });
    handlers['GET /api/auth/me'] = () => profileAnswer(lena);
    storeSession(lena);
    await renderContact();
    await waitFor(() => expect(field('Name')).toHaveValue('Lena Fischer'));
    expect(field('E-mail')).toHaveValue('lena@example.com');
    expect(field(/^Phone/)).toHaveValue('+49 30 1234567');
  });

  it('asks about the tour of ?tour=<id>, which can be removed again', async () => {
    handlers[`POST ${schedule}`] = () =>
      json(201, { success: true, data: consultationOf({ tour: { _id: tourId, title: tourOf().title } }) });
    await renderContact(`/contact?tour=${tourId}`);
    const link = await screen.findByRole('link', { name: tourOf().title });
    expect(link).toHaveAttribute('href', `/tours/${tourId}`);
    fillIn();
    fireEvent.click(submitButton());
    await waitFor(() => expect(calls('POST', schedule)).toHaveLength(1));
    expect(bodyOf('POST', schedule)).toMatchObject({ tourId });
    expect(await screen.findByText(`About ${tourOf().title}`)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Ask something else' }));
    fireEvent.click(
      screen.getByRole('button', { name: `Remove the tour ${tourOf().title} from this request` }),
    );
    expect(screen.queryByRole('link', { name: tourOf().title })).not.toBeInTheDocument();
    fillIn();
    fireEvent.click(submitButton());
    await waitFor(() => expect(calls('POST', schedule)).toHaveLength(2));
    expect(bodyOf('POST', schedule)).toMatchObject({ tourId: null });
  });

  it('ignores a ?tour= that is not a tour id', async () => {
    await renderContact('/contact?tour=not-an-id');
    expect(field('Name')).toBeInTheDocument();
    expect(calls('GET', '/api/posts/not-an-id')).toHaveLength(0);
  });
});
