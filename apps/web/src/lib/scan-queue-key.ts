/**
 * Where a user's scans wait for a connection (features/scan/utils/scan-queue.ts). Known to the app
 * frame too, which sends them from any page once the connection returns and must not load the
 * scanner's code to learn that nothing waits.
 */
export const scanQueueKey = (userId: number) => `ebm.scanQueue.${userId}`;
