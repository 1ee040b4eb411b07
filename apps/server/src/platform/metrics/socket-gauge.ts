import { Gauge, type Registry } from 'prom-client';
import type { Realtime } from '../realtime/realtime.ts';

/** Signed-in socket.io connections open on this process (each process reports its own). */
export function countSockets(registry: Registry, realtime: Realtime) {
  const open = new Gauge({
    name: 'tabi_socket_connections',
    help: 'Signed-in socket.io connections open on this process.',
    registers: [registry],
  });
  realtime.onConnection((socket) => {
    open.inc();
    socket.once('disconnect', () => open.dec());
  });
}
