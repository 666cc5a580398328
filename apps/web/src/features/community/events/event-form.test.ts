import type { EventDetail } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { createEventFormSchema, editEventFormSchema, eventFormValues } from './event-form';

// Local times read as UTC, so the test does not depend on the machine's zone.
const readLocal = (value: string) => (value ? new Date(`${value}:00Z`) : null);
const toLocalInput = (iso: string) => iso.slice(0, 16);

const EVENT = {
  id: 'e1',
  title: 'Pitch Night',
  type: 'business',
  description: 'Two minutes, one idea.',
  startsAt: '2020-05-01T18:30:00.000Z',
  location: 'Room 7',
  maxAttendees: 20,
  agenda: [{ time: '18:30', title: 'Pitches', description: '' }],
  materials: [],
} as unknown as EventDetail;

describe('event form schemas', () => {
  it('an edit sends only what changed, so a past event keeps its date', () => {
    const initial = eventFormValues(EVENT, toLocalInput);
    expect(initial).toMatchObject({ date: '2020-05-01T18:30', maxAttendees: '20' });
    const schema = editEventFormSchema(readLocal, initial);
    expect(schema.parse({ ...initial, title: 'Story Slam' })).toEqual({ title: 'Story Slam' });
    expect(schema.parse({ ...initial, maxAttendees: '', agenda: [] })).toEqual({ maxAttendees: null, agenda: [] });
  });

  it('an edit that changes nothing, or moves the event into the past, is refused on its field', () => {
    const initial = eventFormValues(EVENT, toLocalInput);
    const schema = editEventFormSchema(readLocal, initial);
    const unchanged = schema.safeParse(initial);
    expect(unchanged.error?.issues).toEqual([
      expect.objectContaining({ path: ['form'], message: 'Change at least one field' }),
    ]);
    const past = schema.safeParse({ ...initial, date: '2020-06-01T10:00' });
    expect(past.error?.issues).toEqual([
      expect.objectContaining({ path: ['date'], message: 'Pick a time in the future' }),
    ]);
  });

  it('a new event is checked whole, each problem under its field', () => {
    const result = createEventFormSchema(readLocal).safeParse({
      ...eventFormValues(EVENT, toLocalInput),
      title: ' ',
      date: '',
    });
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['title', 'date']));
  });
});
