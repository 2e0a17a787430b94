// One timed delivery run of the webhooks bench: `n` events committed, then wake(), timed until the
// receiver has them all and the outbox shows all succeeded. Server CPU is this process (with
// PGlite, its database too).
import * as setup from './rig.js';

export type DeliveryRun = Awaited<ReturnType<typeof deliveryRun>>;

export async function deliveryRun(rig: setup.Rig, layout: setup.Layout, n: number) {
  await rig.receiver.reset(0, rig.secret, n);
  await setup.enqueue(rig, setup.layoutEvents(rig, layout, n));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  rig.bench.server.deps.webhooks.wake();
  const { badSignature, duplicates } = await rig.receiver.reached(120_000);
  await setup.waitDrained(rig.db, 60_000);
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const failed = await setup.countDeliveries(rig.db, '<>', 'succeeded');
  if (failed > 0) throw new Error(`${failed} deliveries did not succeed (${layout})`);
  const serverCpuMsPerDelivery = (cpu.user + cpu.system) / 1000 / n;
  return { layout, deliveries: n, wallMs, perS: n / (wallMs / 1000), serverCpuMsPerDelivery, badSignature, duplicates };
}
