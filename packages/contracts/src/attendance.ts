import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** Whether a traveller came: set by check-in or by staff; null until then. */
export const attendanceStates = ['checked_in', 'no_show'] as const;
export type AttendanceState = (typeof attendanceStates)[number];

export const attendanceSchema = z
  .object({ state: z.enum(attendanceStates), at: isoDateTime })
  .nullable()
  .describe('Checked in (and when), or marked as a no-show by staff after the start; null until either');
export type Attendance = z.infer<typeof attendanceSchema>;
