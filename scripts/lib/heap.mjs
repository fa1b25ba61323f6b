// The V8 heap of a process of the benchmarks' own, read through its inspector: what the process
// holds in use after full collections, without the noise of its resident set (pages the allocator
// keeps, the collector's timing).
import WebSocket from "ws";

/**
 * Connects to the inspector of a process started with `--inspect=127.0.0.1:<port>`.
 * @example const heap = await heapInspector(port); const before = await heap.usedAfterCollection();
 */
export async function heapInspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let lastId = 0;
  const pending = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString());
    const answer = pending.get(message.id);
    if (!answer) return;
    pending.delete(message.id);
    if (message.error) answer.reject(new Error(`inspector: ${message.error.message}`));
    else answer.resolve(message.result);
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    /** Bytes of V8 heap in use after three full collections (what one leaves, the next may free). */
    async usedAfterCollection() {
      for (let i = 0; i < 3; i++) await call("HeapProfiler.collectGarbage");
      return (await call("Runtime.getHeapUsage")).usedSize;
    },
    close: () => socket.close(),
  };
}
