import { company, formattedAddress, officeHours } from '@tabi/contracts';

/** The office keeps Japan time; every hour on the contact page is in this zone. */
export const officeTimeZone = officeHours.timeZone;

export const contactPage = {
  title: 'Contact us',
  description: `Write, call or visit ${company.name} in Kyoto, or ask for a consultation to plan your trip with our team.`,
  lead: 'Questions about a tour, a booking or a whole trip? Write, call or visit us in Kyoto, or ask for a consultation and a trip planner will contact you at a time that suits you.',
};

export const contactChannels = {
  id: 'reach-us',
  title: 'Reach us directly',
  email: { address: company.email, note: 'We answer within one working day, usually sooner.' },
  phone: {
    number: company.phone,
    /** `tel:` wants the digits alone: "+81 75-555-0142" -> "+81755550142". */
    href: `tel:${company.phone.replace(/[^\d+]/g, '')}`,
    note: 'During office hours. On a tour day, call this number if you cannot find your group.',
  },
  address: {
    lines: [
      company.legalName,
      company.address.street,
      `${company.address.city} ${company.address.postalCode}`,
      company.address.country,
    ],
    note: 'A few minutes’ walk from Karasuma Oike Station (Karasuma and Tozai subway lines).',
    mapHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formattedAddress)}`,
  },
};

/** Office hours, Japan time. */
export const officeHoursSection = {
  /** The anchor of its heading on the contact page (`/contact#office-hours`). */
  id: 'office-hours',
  title: 'Office hours',
  rows: [
    ...officeHours.days.map((day) => ({ days: day.label, hours: `${day.opens}–${day.closes}` })),
    { days: officeHours.closed, hours: 'Closed' },
  ],
  note: 'Tours run every day. On the day of your tour the office line is answered from 07:00 to 21:00.',
};

/** Times a trip planner can call, every half hour of the weekday office hours: 09:00 … 17:30. */
export const consultationTimes: readonly string[] = Array.from({ length: 18 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export const consultationForm = {
  id: 'schedule-consultation',
  title: 'Schedule a consultation',
  intro:
    'Tell us when suits you and what you would like to talk about. A trip planner confirms by e-mail and then calls or e-mails you at that time (Japan time).',
  submit: 'Request consultation',
  sending: 'Sending…',
  success: {
    title: 'Consultation requested',
    /**
     * What follows the request. The product mails only an account's own confirmed address: a signed-in
     * traveller gets the acknowledgment there (once confirmed); a visitor's typed address hears from a
     * trip planner, a person, and from nothing automatic.
     */
    text: (contactEmail: string, account: { email: string; emailVerified: boolean } | null) =>
      account
        ? account.emailVerified
          ? `Thank you. We have sent an acknowledgment to ${account.email}, and a trip planner will confirm the time with you within one working day.`
          : `Thank you. A trip planner will confirm the time with you within one working day; we send the acknowledgment to ${account.email} once you confirm that address.`
        : `Thank you. A trip planner will write to ${contactEmail} within one working day to confirm the time.`,
    again: 'Ask something else',
  },
  failure: { title: 'Your request could not be sent', fallback: 'Failed to schedule consultation' },
};
