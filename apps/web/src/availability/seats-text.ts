/** "1 seat left", "3 seats left": the calendar's days and the checkout's messages say it alike. */
export function seatsText(seats: number) {
  return `${seats} ${seats === 1 ? 'seat' : 'seats'} left`;
}
