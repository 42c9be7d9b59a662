/**
 * Watches the service's one DynamoDB client (`db` of shared/platform/db/client.ts) from inside the bench
 * process: a middleware added to `db.middlewareStack` here, never in production code, asks every
 * command for `ReturnConsumedCapacity: 'TOTAL'` and records what it cost, what it read and when it
 * ran. The handlers run in this process (the local gateway imports them), so they share `db`.
 *
 * Given a reader of item images, it also prices every write itself (write-pricing.ts): it reads the
 * items a write names before and after the call, and writes run one at a time while it records, so
 * that two writes of one request never blend into each other's images. DynamoDB Local's own figure
 * stays in `capacity`, for the cross-check on single-item writes.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOW_LEVEL_WRITE_COMMANDS, WRITE_COMMANDS, priceWrites, writesOf, type ReadImages, type WritePrice } from './write-pricing';
import { itemSize } from './item-size';

type Item = Record<string, unknown>;

export interface CallRecord {
  command: string;
  /** The input as the handler sent it (document form), for the bare-call replay. */
  input: Item;
  kind: 'read' | 'write';
  /** performance.now() at send and at answer. */
  start: number;
  end: number;
  ok: boolean;
  capacity: number;
  /** Bytes of the items the call returned (DynamoDB's item size rules). */
  bytesReturned: number;
  /** Items a Query/Scan read (ScannedCount) and returned (Count). */
  scanned?: number;
  count?: number;
  /** Items a read returned (GetItem: 0/1; BatchGet: per table). */
  items: number;
  /** Per item sizes of GetItem/BatchGetItem answers (each rounds up on its own). */
  itemSizes: number[];
  consistent: boolean;
  /** A write priced by DynamoDB's rules from the images of the items it touched (write-pricing.ts). */
  price?: WritePrice;
}

/** Command names as the client's middleware sees them (the document client sends the low-level commands). */
const READS = new Set(['GetItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);

function capacityOf(consumed: unknown): number {
  if (!consumed) return 0;
  const list = Array.isArray(consumed) ? consumed : [consumed];
  return list.reduce((total: number, entry) => total + (Number((entry as { CapacityUnits?: number }).CapacityUnits) || 0), 0);
}

function returnedItems(command: string, output: Item): Item[] {
  if (command === 'GetItemCommand') return output.Item ? [output.Item as Item] : [];
  if (command === 'QueryCommand' || command === 'ScanCommand') return (output.Items as Item[] | undefined) ?? [];
  if (command === 'BatchGetItemCommand') return Object.values((output.Responses as Record<string, Item[]> | undefined) ?? {}).flat();
  if (command === 'TransactGetItemsCommand') return ((output.Responses as { Item?: Item }[] | undefined) ?? []).flatMap((r) => (r.Item ? [r.Item] : []));
  // Writes that return attributes (ALL_NEW...) are charged as writes, not as reads.
  return [];
}

const PROBE_MIDDLEWARE = 'benchDynamoProbe';

export class DynamoProbe {
  /** Gives the client back its own `send` and drops the probe's middleware. */
  readonly detach: () => void;
  private calls: CallRecord[] = [];
  private recording = false;

  /**
   * `onCall(start, end)` runs in the caller's async context when any call ends, recorded or not. A
   * call lasts from `db.send(...)` to its answer, as the handler awaits it: `send` is wrapped here
   * (this process only), and the middleware fills in what the call consumed and returned.
   */
  private writes: Promise<unknown> = Promise.resolve();

  constructor(
    client: DynamoDBDocumentClient,
    private readonly onCall?: (start: number, end: number) => void,
    private readonly images?: ReadImages,
  ) {
    const records = new WeakMap<object, CallRecord>();
    const send = client.send.bind(client) as (command: { input: Item }) => Promise<unknown>;
    const timed = async (command: { input: Item }): Promise<unknown> => {
      const start = performance.now();
      let record: CallRecord | undefined;
      if (this.recording) {
        command.input.ReturnConsumedCapacity = 'TOTAL';
        record = {
          command: 'unknown',
          input: structuredClone(command.input),
          kind: 'write',
          start,
          end: start,
          ok: false,
          capacity: 0,
          bytesReturned: 0,
          items: 0,
          itemSizes: [],
          consistent: command.input.ConsistentRead === true,
        };
        records.set(command.input, record);
        this.calls.push(record);
      }
      try {
        const name = (command as object).constructor?.name ?? 'unknown';
        if (record && this.images && LOW_LEVEL_WRITE_COMMANDS.has(name)) throw new Error(`the write probe prices document-client writes only, not ${name}`);
        if (record && this.images && WRITE_COMMANDS.has(name)) return await this.priced(record, name, command, send);
        return await send(command);
      } finally {
        const end = performance.now();
        if (record) record.end = end;
        this.onCall?.(start, end);
      }
    };
    Object.assign(client, { send: timed });
    // The service's client lives as long as the process; a section that starts the service again
    // (capacity, then content) gets a new probe, so this one must let go of the client first.
    this.detach = () => {
      Object.assign(client, { send });
      client.middlewareStack.remove(PROBE_MIDDLEWARE);
    };
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const record = records.get(args.input as object);
        if (!record) return next(args);
        record.command = String((context as { commandName?: string }).commandName ?? 'unknown');
        record.kind = READS.has(record.command) ? 'read' : 'write';
        const result = await next(args);
        const output = result.output as Item;
        record.ok = true;
        record.capacity = capacityOf(output.ConsumedCapacity);
        const items = returnedItems(record.command, output);
        record.items = items.length;
        record.itemSizes = items.map(itemSize);
        record.bytesReturned = record.itemSizes.reduce((total, size) => total + size, 0);
        if (typeof output.ScannedCount === 'number') record.scanned = output.ScannedCount;
        if (typeof output.Count === 'number') record.count = output.Count;
        return result;
      },
      { step: 'initialize', name: PROBE_MIDDLEWARE, priority: 'high' },
    );
  }

  /** Sends a write between two readings of the items it names, one write at a time. */
  private priced(record: CallRecord, name: string, command: { input: Item }, send: (command: { input: Item }) => Promise<unknown>): Promise<unknown> {
    const images = this.images!;
    const run = this.writes.then(async () => {
      const writes = writesOf(name, command.input);
      const before = await images(writes);
      try {
        const output = await send(command);
        const after = await images(writes);
        record.price = priceWrites(writes.map((write, i) => ({ ...write, before: before[i], after: after[i] })));
        return output;
      } catch (error) {
        record.price = priceWrites(writes.map((write, i) => ({ ...write, before: before[i], failed: true })));
        throw error;
      }
    });
    this.writes = run.catch(() => undefined);
    return run;
  }

  start(): void {
    this.calls = [];
    this.recording = true;
  }

  /** Calls recorded since `start()` so far: where a request's own calls end and its consumers' begin. */
  get recordedCount(): number {
    return this.calls.length;
  }

  /** Stops recording and hands back what was recorded since `start()`. */
  stop(): CallRecord[] {
    this.recording = false;
    const calls = this.calls;
    this.calls = [];
    return calls;
  }

  /** Records while `work` runs. */
  async during<T>(work: () => Promise<T>): Promise<{ result: T; calls: CallRecord[] }> {
    this.start();
    try {
      const result = await work();
      return { result, calls: this.calls.slice() };
    } finally {
      this.stop();
    }
  }
}

export interface CallSummary {
  calls: number;
  readUnits: number;
  /** Priced by DynamoDB's rules where the probe priced the write; DynamoDB Local's figure otherwise. */
  writeUnits: number;
  /** Of writeUnits, the index items a change of keys or attributes caused. */
  indexWriteUnits: number;
  /** What DynamoDB Local reported for the same writes (wrong for transactions and indexes). */
  localWriteUnits: number;
  bytesReturned: number;
  /** The least read capacity for the bytes the reads returned: 4 KB a unit, eventually consistent at half. */
  minReadUnits: number;
  /** readUnits / minReadUnits (1 when nothing was read). */
  readRatio: number;
  scanned: number;
  returned: number;
  commands: string[];
}

export function minReadUnitsFor(bytes: number, consistent: boolean): number {
  if (bytes <= 0) return 0;
  return Math.ceil(bytes / 4096) * (consistent ? 1 : 0.5);
}

export function summarize(calls: readonly CallRecord[]): CallSummary {
  const reads = calls.filter((call) => call.kind === 'read');
  const writes = calls.filter((call) => call.kind === 'write');
  const bytes = reads.reduce((total, call) => total + call.bytesReturned, 0);
  const consistentBytes = reads.filter((call) => call.consistent).reduce((total, call) => total + call.bytesReturned, 0);
  const readUnits = reads.reduce((total, call) => total + call.capacity, 0);
  const minReadUnits = minReadUnitsFor(bytes - consistentBytes, false) + minReadUnitsFor(consistentBytes, true);
  const queries = reads.filter((call) => call.scanned !== undefined);
  return {
    calls: calls.length,
    readUnits,
    writeUnits: writes.reduce((total, call) => total + (call.price?.total ?? call.capacity), 0),
    indexWriteUnits: writes.reduce((total, call) => total + (call.price?.index ?? 0), 0),
    localWriteUnits: writes.reduce((total, call) => total + call.capacity, 0),
    bytesReturned: bytes,
    minReadUnits,
    readRatio: minReadUnits > 0 ? readUnits / minReadUnits : readUnits > 0 ? Infinity : 1,
    scanned: queries.reduce((total, call) => total + (call.scanned ?? 0), 0),
    returned: queries.reduce((total, call) => total + (call.count ?? 0), 0),
    commands: calls.map((call) => call.command.replace(/Command$/, '')),
  };
}
