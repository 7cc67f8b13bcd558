/** Reads a Chromium trace for bench/ui-trace: the page's main thread busy time by kind and script. */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    fileName?: string;
    data?: { url?: string; documentLoaderURL?: string; isLoadingMainFrame?: boolean };
  };
}

interface Node {
  event: TraceEvent;
  end: number;
  childTime: number;
  url: string;
}

function eventUrl(event: TraceEvent): string {
  return event.args?.data?.url ?? event.args?.fileName ?? '';
}

/**
 * Exclusive (self) time of every complete event on the renderer main thread of the page, from
 * its navigation start to `untilMs` after it, grouped by event name and by the script it ran for
 * (the nearest enclosing event with a URL).
 */
export function mainThreadSummary(
  events: TraceEvent[],
  untilMs: number,
): { text: string; busyMs: number; cpuMs: number } {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      (event.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!navigation) throw new Error('no navigationStart in the trace');
  const main = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      event.pid === navigation.pid,
  );
  const tid = main?.tid ?? navigation.tid;
  const from = navigation.ts;
  const until = from + untilMs * 1000;
  const complete = events
    .filter(
      (event) =>
        event.pid === navigation.pid &&
        event.tid === tid &&
        event.ph === 'X' &&
        event.ts >= from &&
        event.ts < until,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

  const byName = new Map<string, number>();
  const byUrl = new Map<string, number>();
  const stack: Node[] = [];
  let busy = 0;
  let cpu = 0;
  const close = (node: Node) => {
    const self = Math.max(0, (node.event.dur ?? 0) - node.childTime);
    byName.set(node.event.name, (byName.get(node.event.name) ?? 0) + self);
    if (node.url) byUrl.set(node.url, (byUrl.get(node.url) ?? 0) + self);
  };
  for (const event of complete) {
    while (stack.length && (stack.at(-1)?.end ?? 0) <= event.ts) close(stack.pop() as Node);
    const parent = stack.at(-1);
    const end = event.ts + (event.dur ?? 0);
    if (parent) parent.childTime += event.dur ?? 0;
    else {
      busy += event.dur ?? 0;
      cpu += event.tdur ?? 0;
    }
    stack.push({ event, end, childTime: 0, url: eventUrl(event) || parent?.url || '' });
  }
  while (stack.length) close(stack.pop() as Node);

  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, micros]) => `  ${(micros / 1000).toFixed(1).padStart(7)} ms  ${key}`)
      .join('\n');
  const text = [
    `busy ${(busy / 1000).toFixed(0)} ms (CPU ${(cpu / 1000).toFixed(0)} ms) of ${untilMs.toFixed(0)} ms`,
    'by kind (self time):',
    top(byName, 14),
    'by script:',
    top(byUrl, 14),
  ].join('\n');
  return { text, busyMs: busy / 1000, cpuMs: cpu / 1000 };
}
