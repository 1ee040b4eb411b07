import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { insertTour, insertUser } from '../../../test/fixtures.ts';
import { createBackgroundTasks } from '../../platform/background-tasks.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { createConsultationsRepository } from './consultations.repository.ts';
import {
  type AdminNotice,
  adminConsultationsLink,
  createConsultationsService,
} from './consultations.service.ts';

/**
 * The admins' notice goes through whatever the notifications feature hands over (`notifyAdmins`): here a
 * recorder, and one that fails. The consultation is stored in a real database either way.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database?.close());

const input = {
  name: 'Kenji Mori',
  email: 'kenji@example.com',
  phone: null,
  preferredDate: '2099-06-18',
  preferredTime: '14:00',
  topic: 'Booking question' as const,
  message: 'Can we move our tea ceremony booking to the afternoon?',
  tourId: null,
};

function serviceWith(parts: {
  notifyAdmins?: (notice: AdminNotice) => Promise<void>;
  send?: (mail: Mail) => Promise<void>;
}) {
  const errors: string[] = [];
  const background = createBackgroundTasks({ error: (_obj, message) => errors.push(message) });
  const service = createConsultationsService({
    consultations: createConsultationsRepository(database.db),
    accountMail: {
      send: async (_userId, write) =>
        (parts.send ?? (async () => {}))(write({ name: 'Kenji Mori', email: 'kenji@example.com' })),
      release: async () => {},
    },
    now: () => new Date('2099-06-01T00:00:00Z'),
    timezone: 'Asia/Tokyo',
    background,
    notifyAdmins: parts.notifyAdmins,
  });
  return { service, background, errors };
}

describe('notifying the admins', () => {
  it('tells them who asked, about what and when, with a link to the admin list', async () => {
    const notices: AdminNotice[] = [];
    const { service, background } = serviceWith({
      notifyAdmins: async (notice) => void notices.push(notice),
    });
    const tour = await insertTour(database.db, { title: 'Uji tea fields' });
    const consultation = await service.schedule(null, { ...input, tourId: tour.id });
    await background.drain();
    expect(notices).toEqual([
      {
        type: 'consultation_received',
        title: 'New consultation: Booking question',
        body: 'Kenji Mori would like to talk about Uji tea fields on Thursday, 18 June 2099 at 14:00 JST.',
        link: adminConsultationsLink,
      },
    ]);
    expect(consultation.tour).toEqual({ _id: tour.id, title: 'Uji tea fields' });
  });

  it('still answers when the notice or the mail fails, and logs both', async () => {
    const { service, background, errors } = serviceWith({
      notifyAdmins: () => {
        throw new Error('notifications are down');
      },
      send: async () => {
        throw new Error('SMTP is down');
      },
    });
    // Signed in, so an acknowledgment is mailed (a visitor gets none).
    const user = await insertUser(database.db);
    const consultation = await service.schedule(
      { userId: user.id, role: 'user', sessionId: 'session' },
      input,
    );
    expect(consultation).toMatchObject({ status: 'new', name: 'Kenji Mori' });
    await background.drain();
    expect(errors.sort()).toEqual([
      'the admins could not be notified of a consultation',
      'the consultation acknowledgment e-mail could not be sent',
    ]);
  });
});
