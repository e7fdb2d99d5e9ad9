/**
 * Turns error text (stderr lines, error frames' messages) into signals: one `text` signal with the
 * normalized text and its timing hint, plus one `embedded` signal per provider body found inside.
 */
import { AWS_SIDE_OPERATION } from '../aws-operations.ts';
import { flattenSets, LiteralScanner } from '../literal-scan.ts';
import {
  collapseWhitespace,
  extractEmbeddedJson,
  mayBeWrapped,
  normalizeText,
  PY_HINT,
} from '../normalize.ts';
import { anchorsOf, screenedAlternatives } from '../rules/helpers.ts';
import {
  escapeLiteral,
  hintFromSeconds,
  hintFromText,
  PROGRESS_SEGMENT,
  parseDuration,
  SEGMENT_SEPARATORS,
  TIMING_TEXT_MAX,
  type TimingHint,
  TRIGGER_WORDS,
} from '../timing.ts';
import { readProviderBody } from './provider-body.ts';
import type { Channel, Origin, Signal } from './signal.ts';

/**
 * A client's own retry loop: "Retrying in 4 seconds… (attempt 4/10)", "retrying 1/5 in 210ms",
 * "Reconnecting... 2/5". Its delay is the client's backoff, never a provider hint (lesson 6).
 * A phrase is removed with the separator and spaces before it (`[·;,]?\s*`): {@link stripProgress}
 * finds the phrase and walks back over those, since a pattern opening with them is tried at every
 * position of the text (six times slower; `progress-phrase.test.ts` holds the two to each other).
 */
const PROGRESS =
  /(?:re(?:trying|connecting)\b[^\n]*?(?:\(?attempt\s*\d+\s*\/\s*\d+\)?|\d+\s*\/\s*\d+(?:\s+in\s+[\d.]+\s*(?:ms|s|seconds?)\b)?)|retrying in [\d.]+\s*(?:ms|s|seconds?|minutes?)\b…?(?:\s*[·,(]?\s*attempt\s*#?\d+(?:\s*\/\s*\d+)?\)?)?|retried \d+ times \(total retry wait time:[^)]*\))…?/gi;

/** Python/Go reprs of Google RetryInfo inside text: `'retryDelay': '58s'`. */
const RETRY_DELAY = /["']?retryDelay["']?\s*[:=]\s*["']?(\d+(?:\.\d+)?(?:ms|s))\b/;

/**
 * AWS SDK exception names printed in text (`name: ThrottlingException`, `ModelStreamErrorException:`).
 * The JDK's own exceptions (`java.nio.file.AccessDeniedException`) share AWS's names, never its meaning.
 */
const AWS_IN_TEXT = /(?<!\bjavax?\.[a-z.]*)\b((?:[A-Z][a-z]+){1,5}Exception)\b/;
/** Cheap screens: what any match of PROGRESS, and of TEXT_STATUS, must contain. */
const PROGRESS_WORD = /re(?:tr|connecting)/i;
const FOUR_OR_FIVE_XX = /[45]\d\d/;

/** An HTTP status stated by an error line ("API Error: 429", "unexpected status 401", "statusCode: 503"). */
const TEXT_STATUS =
  /(?:API error occurred: Status|API Error:?|Error code:?|unexpected status|failed with(?: status)?|\b(?:GET|POST|PUT|PATCH|DELETE) failed:?|NSURLErrorDomain error|last status:?|status(?:[ _]?code)?\s*[:=]|status code|statusCode\s*[:=]|HTTP(?:\/[\d.]+)?|\bError:|Error response|Request rejected \(|\b(?:Server|API|endpoint|upstream|provider) (?:returned|responded with)(?: status| HTTP)?|HTTP response code(?: was)?:?|resulted in an? ?`?|Error \[|(?:NonTransient|Transient)AiException:|Unexpected server response:?|\(status|(?:error|returns|returned) HTTP code:?|HTTP status(?: code)?:?|\b(?:received|got) status:?)\s*\(?([45]\d\d)\b/i;

/** A text that opens with a status and its reason ("401 status code (no body)", "429 Provider returned error"). */
const LEADING_STATUS = /^\s*(?:[A-Z]\w{0,40}(?:Error|Exception):\s*)?([45]\d\d)(?= status code\b| [A-Z"'{[])/;
/** The JavaScript SDKs' message for an error answer with no body, wherever a client's words put it. */
const NO_BODY_STATUS = /\b([45]\d\d) status code \(no body\)/;
/** A status and then its body after a dash ("504 - {…}"), as OpenAI's Python SDK and the loggers that copy it print them. */
const DASH_BODY_STATUS = /\b([45]\d\d) - (?=\{|\[\{|["']\{)/;
/** aiohttp-style clients' status line in an exception ("Response 429: Rate Limit"). */
const RESPONSE_STATUS = /\bResponse ([45]\d\d): \w/;
/** A client's own words for the status it met ("Got 500 error, retrying in 1.0s", "received a 503 response"). */
const GOT_STATUS =
  /\b(?:[Gg]ot|[Rr]eceived|[Rr]eturned)(?: an?| HTTP| status)? ([45]\d\d) (?:error|response)\b/;

/** The HTTP status an error text states, if any. */
export function statusInText(text: string): number | undefined {
  // Every status the pattern reads is a 4xx or 5xx number: no such digits, no status.
  if (!FOUR_OR_FIVE_XX.test(text)) return undefined;
  const m =
    TEXT_STATUS.exec(text) ??
    LEADING_STATUS.exec(text) ??
    NO_BODY_STATUS.exec(text) ??
    DASH_BODY_STATUS.exec(text) ??
    RESPONSE_STATUS.exec(text) ??
    GOT_STATUS.exec(text);
  return m ? Number(m[1]) : undefined;
}

/** Removes a client's retry-progress phrases; reports whether any was there. */
export function stripProgress(text: string): { text: string; progress: boolean } {
  // Every progress phrase holds "retr" or "reconnecting".
  if (!PROGRESS_WORD.test(text)) return { text, progress: false };
  let out = '';
  let kept = 0;
  PROGRESS.lastIndex = 0;
  for (let m = PROGRESS.exec(text); m !== null; m = PROGRESS.exec(text)) {
    // The leftmost start of `[·;,]?\s*` before the phrase, not before the end of the previous one.
    let start = m.index;
    while (start > kept && SPACE.test(text[start - 1]!)) start--;
    if (start > kept && PROGRESS_SEPARATORS.includes(text[start - 1]!)) start--;
    out += `${text.slice(kept, start)} `;
    kept = PROGRESS.lastIndex;
  }
  if (kept === 0) return { text, progress: false };
  return { text: out + text.slice(kept), progress: true };
}

const SPACE = /\s/;
const RECONNECTING = /\bre-?connecting\b/i;
const PROGRESS_SEPARATORS = '·;,';

/** Timing stated by error text: a Google `retryDelay` repr first, then the text parsers. */
export function textTiming(text: string, observedAt: Date): TimingHint | null {
  // Every match holds the literal (the pattern is case-sensitive): most texts skip the regex.
  const delay = text.includes('retryDelay') ? RETRY_DELAY.exec(text)?.[1] : undefined;
  const seconds = delay ? parseDuration(delay) : null;
  if (seconds !== null) {
    const hint = hintFromSeconds(seconds, observedAt, 'structured');
    if (hint) return hint;
  }
  return hintFromText(text, observedAt);
}

/** How many trailing lines are tried, one more each time, before the whole text. */
const LATEST_HINT_LINES = 12;

/**
 * The hint of the latest lines that state one (lesson 7: the latest evidence wins). Suffixes grow
 * a line at a time so a hint wrapped across lines ("… 22 hours 11\nminutes") is still read whole.
 * The text is read once for what every suffix needs: a suffix is parsed only when it can hold a
 * trigger ({@link mayHintFrom}) and, in a plain text, only when the line it adds can change the
 * answer of the shorter suffix, which gave none ({@link inertLine}); the whole likewise.
 */
export function latestTiming(raw: string, text: string, observedAt: Date): TimingHint | null {
  if (!mayHintFrom(raw, 0)) return null;
  const lines = raw.split('\n');
  if (lines.length > 1) {
    const plain = plainText(raw);
    // What the lines after the one being added hold, for the screens that look past a line.
    const later = { pipe: false, attempts: false };
    const first = Math.max(1, lines.length - LATEST_HINT_LINES);
    let start = raw.length - (lines[lines.length - 1]?.length ?? 0);
    let seen = false;
    let material = false;
    for (let k = lines.length - 1; k >= first; k--) {
      // A suffix without a trigger gives no hint; a longer one holds every trigger a shorter one does.
      // Read line by line: a trigger's word other than `try` or `back` alone (or `|`, `\\`, a
      // control, a zero-width character) passes both screens; `try` and `back` need the scan.
      if (!seen && TRIGGER_MATERIAL_LINE.test(lines[k]!)) {
        material = true;
        seen = STRONG_MATERIAL.test(lines[k]!);
      }
      seen ||= material && mayHintFrom(raw, start);
      if (seen && !(plain && inertLine(lines[k]!, later))) {
        const hint = textTiming(stripProgress(normalizeText(raw.slice(start))).text, observedAt);
        if (hint) return hint;
      }
      noteLater(lines[k]!, later);
      start -= (lines[k - 1]?.length ?? 0) + 1;
    }
    if (plain) {
      // The whole adds the lines above the last suffix tried: inert ones cannot give it a hint.
      let inert = true;
      for (let k = first - 1; k >= 0 && inert; k--) {
        inert = inertLine(lines[k]!, later);
        noteLater(lines[k]!, later);
      }
      if (inert) return null;
    }
  }
  return textTiming(text, observedAt);
}

/**
 * A text normalization changes only by collapsing whitespace, on every suffix of it: no escapes,
 * controls, typographic characters, Python repr, Go print or wrapped token; and short enough that
 * no parser cuts it. A suffix of such a text normalizes to its added line, a space and the shorter
 * suffix, which is what {@link inertLine} reasons on (`latest-timing.test.ts` holds the answers).
 */
function plainText(raw: string): boolean {
  return (
    raw.length <= TIMING_TEXT_MAX &&
    !NOT_PLAIN.test(raw) &&
    !PY_HINT.test(raw) &&
    !raw.includes('map[') &&
    !raw.includes('&{') &&
    !mayBeWrapped(raw)
  );
}
const NOT_PLAIN =
  /[\\\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u2018\u2019\u201A\u201B\u2032\u201C\u201D\u201E\u201F\u2033\u200B-\u200D\u2060\uFEFF]/;

/**
 * What a line added in front of a suffix that gave no hint must not hold for the longer suffix to
 * give none either (in a plain text): a trigger's word or its first word, the start of a progress
 * phrase the parsers drop (`retr`, `reconnect`, `attempt`), or an epoch's `limit`/`reached` when a
 * `|` follows in a later line. Every hint the parsers read starts at one of these words, so none
 * starts in the added line, and the later lines are read as before.
 */
const LINE_MATERIAL = new RegExp(
  `${[...new Set(TRIGGER_WORDS.map((w) => w.split(' ')[0]!))].join('|')}|retr|reconnect|attempt|\\|`,
  'i',
);
const EPOCH_WORD = /limit|reached/i;
/**
 * How a line may end and still change how the next line is read: the first word of a phrase that
 * continues there (`will retry`, `backing off`, `please wait`, `check back in`, `need to wait`),
 * `before`, which keeps `retrying` from counting as progress, and a `(1/` of a progress count.
 */
const OPEN_END =
  /(?:\b(?:will|backing|before|check|come|please|must|need|need\s+to)|\(\s*(?:\d+\s*(?:\/\s*(?:\d+\s*)?)?)?)$/i;
/** A progress count `2/5` cut by the line break, when `attempts`, `retries` or `tries` follows. */
const COUNT_END = /\d+\s*(?:\/\s*(?:\d+\s*)?)?$/;
const COUNT_WORDS = /attempt|retries|tries/i;

/** Whether adding `line` in front of a suffix of a plain text that gave no hint gives none either. */
function inertLine(line: string, later: { pipe: boolean; attempts: boolean }): boolean {
  if (LINE_MATERIAL.test(line) || (later.pipe && EPOCH_WORD.test(line))) return false;
  const collapsed = collapseWhitespace(line);
  if (PROGRESS_SEGMENT.test(collapsed)) return false;
  // A progress phrase found right after the line takes a `·`, `;` or `,` ending it away with it,
  // and the parsers read a phrase across the punctuation between its words ("check … back in"):
  // the line's end is judged without what follows its last letter or digit.
  // A progress sentence dropped whole may also begin after a separator inside the line and go on in
  // the next lines ("need ; was" + "(attempt 2/5) minutes." + "to wait 10s"): what stands before
  // each separator is a line's end too.
  const ends = [collapsed];
  if (INNER_BREAK.test(collapsed))
    for (let i = 0; i < collapsed.length; i++)
      if (SEGMENT_SEPARATORS.includes(collapsed[i]!)) ends.push(collapsed.slice(0, i));
  for (const end of ends) {
    const bare = end.replace(/[^\p{L}\p{N}]+$/u, '').trimEnd();
    if (OPEN_END.test(end) || OPEN_END.test(bare)) return false;
    if (later.attempts && (COUNT_END.test(end) || COUNT_END.test(bare))) return false;
  }
  return true;
}
/** Any separator the timing parser splits a text at inside a line. */
const INNER_BREAK = new RegExp(`[${SEGMENT_SEPARATORS}]`);

/** Records what `line` holds for the lines before it. */
function noteLater(line: string, later: { pipe: boolean; attempts: boolean }): void {
  later.pipe ||= line.includes('|');
  later.attempts ||= COUNT_WORDS.test(line);
}

/**
 * Raw text that normalization could turn into a timing trigger of `hintFromText` (its words with
 * any whitespace, an epoch's "|") or into new letters (escapes, controls, non-ASCII characters).
 * Without one, no suffix of the text states a hint: a cheap screen before the parsers.
 */
const MAY_HINT = new RegExp(
  `${TRIGGER_WORDS.map((w) => escapeLiteral(w).replace(/ /g, '\\s+')).join('|')}|[|\\\\]|[^\\t\\n\\r\\x20-\\x7e]`,
  'gi',
);

/**
 * What a timing trigger needs in the raw text to appear once normalized: a trigger's word (`try`
 * and `back` alone, since what separates them from `again` and `in` may be dropped as progress or a
 * segment break), an epoch's `|`, or what normalization deletes inside a word or decodes (controls
 * and terminal escapes, zero-width characters, backslash escapes). Non-ASCII letters never match
 * the parsers' ASCII words. {@link MAY_HINT} lets any non-ASCII character through; a suffix must
 * pass both, so a line with a bullet or an ellipsis and no trigger is no longer parsed.
 */
const TRIGGER_MATERIAL = new RegExp(
  `${[...new Set(TRIGGER_WORDS.map((w) => w.split(' ')[0]!))].join('|')}|[|\\\\\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f\\u200b-\\u200d\\u2060\\ufeff]`,
  'gi',
);

/** Whether `raw` from `start` on holds a possible trigger (see {@link MAY_HINT}, {@link TRIGGER_MATERIAL}). */
function mayHintFrom(raw: string, start: number): boolean {
  MAY_HINT.lastIndex = start;
  if (!MAY_HINT.test(raw)) return false;
  TRIGGER_MATERIAL.lastIndex = start;
  return TRIGGER_MATERIAL.test(raw);
}

/** {@link TRIGGER_MATERIAL} on one line: its words cannot span a line break. */
const TRIGGER_MATERIAL_LINE = new RegExp(TRIGGER_MATERIAL.source, 'i');
/**
 * The material that {@link MAY_HINT} passes as well: every word but `try` and `back` alone, which
 * MAY_HINT needs followed by `again` and `in` (`retry` included), and every character.
 */
const STRONG_MATERIAL = new RegExp(
  TRIGGER_MATERIAL.source.replace(/^retry\|try\|/, 'retry|').replace('|back|', '|'),
  'i',
);

/** The timing screens, for the test that holds them to the lists they were written as. */
export const TIMING_SCREENS = { mayHint: MAY_HINT, material: TRIGGER_MATERIAL } as const;

/** Where a lazily timed signal keeps its reader and what it read (symbols: no rule reads them). */
const READ_TIMING = Symbol('read timing');
const TIMING_READ = Symbol('timing read');
interface LazyTiming {
  [READ_TIMING]: () => TimingHint | null;
  [TIMING_READ]: TimingHint | null | undefined;
}

function readOnce(this: LazyTiming): TimingHint | null {
  let memo = this[TIMING_READ];
  if (memo === undefined) {
    memo = this[READ_TIMING]();
    this[TIMING_READ] = memo;
  }
  return memo;
}

/**
 * The accessors every lazily timed signal shares. An accessor made for one object (a closure in
 * an object literal or in `defineProperty`) gives that object a hidden class of its own, kept in
 * the old generation, which holds the closure and through it the signal, its text and all the
 * closure captured: they then outlive every scavenge until a full collection (promoted, copied),
 * the most a classification left for the garbage collector. One accessor shared keeps one class.
 */
const LAZY_TIMING: PropertyDescriptor = { enumerable: true, configurable: true, get: readOnce };
const LAZY_TIMING_SETTABLE: PropertyDescriptor = {
  ...LAZY_TIMING,
  set(this: LazyTiming, value: TimingHint | null) {
    this[TIMING_READ] = value;
  },
};

function makeLazy(signal: Signal, read: () => TimingHint | null, accessor: PropertyDescriptor): Signal {
  const lazy = signal as Signal & LazyTiming;
  lazy[READ_TIMING] = read;
  lazy[TIMING_READ] = undefined;
  return Object.defineProperty(lazy, 'timing', accessor);
}

/**
 * Reading a timing hint from text is the costliest step of extraction, and only a matched signal
 * needs one: compute it on first read, once.
 */
export function withLazyTiming(signal: Signal, read: () => TimingHint | null): Signal {
  return makeLazy(signal, read, LAZY_TIMING);
}

/** A copy of `signal` whose timing is read on first use, once (and may be set). */
function lazyTimingCopy(signal: Signal, read: () => TimingHint | null): Signal {
  const { timing: _replaced, ...copy } = signal;
  return makeLazy(copy as Signal, read, LAZY_TIMING_SETTABLE);
}

/**
 * The signal of an error text. Its timing is read from the text on first use, once, through an
 * accessor of the class: an accessor in each object literal costs more than the rest of the signal.
 */
class TextSignal implements Signal {
  item: number;
  channel: Channel;
  origin: Origin = 'text';
  family: string;
  text: string;
  excerpt: string[];
  progress?: boolean;
  background?: boolean;
  #timing: TimingHint | null | undefined = undefined;
  #read: () => TimingHint | null;

  constructor(item: number, channel: Channel, family: string, text: string, read: () => TimingHint | null) {
    this.item = item;
    this.channel = channel;
    this.family = family;
    this.text = text;
    this.excerpt = [text];
    this.#read = read;
  }

  get timing(): TimingHint | null {
    if (this.#timing === undefined) this.#timing = this.#read();
    return this.#timing;
  }

  set timing(value: TimingHint | null) {
    this.#timing = value;
  }
}

/**
 * Markers of an agent's side work: title/summary agents, small-model utility calls, a semantic
 * cache's own embedding and store calls in front of the model. Compaction is not among them: the
 * turn cannot go on without it, and it calls the session's provider.
 */
const BACKGROUND =
  /\bagent=(?:title|summary|summarize)\b|\bsmall=true\b|\b(?:title|summary|topic) (?:generation|agent)\b|\bgenerat(?:e|ing) (?:a |the )?(?:conversation|chat|session) title\b|\bisBackgroundRequest\b|\[background\]|\bbackground (?:task|request) (?:failed|error)|semantic[_ -]?cache|\bcache_vectorizer\b|\bInvalid embedding method\b/i;
/** Markers of the user's own turn in the same logs. */
const FOREGROUND = /\bagent=(?!title\b|summary\b|summarize\b)\w+|\bsmall=false\b/i;
const ERROR_LINE =
  /\bERROR\b|error|rejection|failed|\bunable to\b|\bunavailable\b|\bstatus(?: code)?:? [45]\d\d\b|Too Many Requests/i;

/**
 * Whether every error line of a log belongs to background work. A line takes its own agent
 * marker, else the latest marker above it (opencode logs the agent before the error).
 */
export function backgroundOnly(raw: string): boolean {
  if (!BACKGROUND.test(raw)) return false;
  let context: 'background' | 'foreground' | null = null;
  let errors = 0;
  let backgroundErrors = 0;
  for (const line of raw.split('\n')) {
    const own = BACKGROUND.test(line) ? 'background' : FOREGROUND.test(line) ? 'foreground' : null;
    if (own) context = own;
    if (!ERROR_LINE.test(line)) continue;
    errors++;
    if ((own ?? context) === 'background') backgroundErrors++;
  }
  return errors > 0 && backgroundErrors === errors;
}

/**
 * Markers of an agent's side channels: telemetry and event export, metrics exporters, update
 * checks, quota, usage and account-status lookups, feature-flag fetches, an evaluation's data set
 * downloads. Their failures say nothing about the task's provider call. A tokenizer's file download
 * (tiktoken's) is one too.
 */
const SIDE_CHANNEL =
  /\b(?:(?:[A-Z]+_)*(?:LANGFUSE|LANGSMITH|LANGCHAIN)_[A-Z_]*(?:KEY|TOKEN|SECRET|HOST|URL|ENDPOINT|PROJECT)\b|(?:Cannot|Could not|Failed to|Unable to) (?:share|report|publish|upload|send) (?:the |its )?status\b|Fetching (?:the )?(?:latest )?version from\b|(?:check|fetch|get|read)(?:ing)? (?:the )?metrics opt-?out\b|Unleash error\b|Get(?:User|Account)(?:Status|Info|Profile) error\b|backend-api\/(?:codex\/|wham\/)?usage\b|api\/oauth\/usage\b|AppUpdater\]|MCPBridge\b|MCP\]|MCP (?:HTTP |SSE |stdio )?Transport Error\b|api\/(?:submit[-_])?feedback\b|Plugin\(mcp\/|could not retrieve https?:\/\/\S{1,100}\/models\.json\b|Failed to (?:re)?connect MCP server\b|Failed to restart connection for\b|remote mcp connection failed\b|service=mcp\b|Dynamic (?:client )?registration failed\b|Release check failed\b|Failed to download binary from\b|Failed to fetch version from\b|IDE companion\b|\bcompanion extension\b|MCP startup (?:failed|incomplete)\b|MCP client for\b|(?:fetch|load) usage data\b|Could not get (?:llm |token )?usage\b|Failed to fetch indexing status\b|\w*CodeSearch\w*Service\b|while (?:success|failure) logging\b|during (?:speech-to-text|text-to-speech)\b|\w*(?:STT|TTS)Service\b|\w+_(?:transcriber|synthesizer)\b|failed to recognize speech\b|Traceloop\b|(?:tts|stt)\.speech\.microsoft\.com\b|UsageMonitor\b|telemetry|tiktoken|openaipublic\.blob\.core\.windows\.net|Tracing (?:client )?error|Tracing: (?:request failed|server error|request aborted)|event logging|events? failed to export|failed to export \d+ events|metrics? export|(?:otlp|span|trace|log|metric)[\w-]*exporter|opentelemetry|clearcut|statsig|update check|checking for updates|auto-?updater?|quota (?:lookup|check)|(?:retrieve|fetch|load)(?:User)?(?:Quota|Usage)\b|datadoghq\.com|http-intake\.logs|segment\.io|service=installation|posthog|\bsentry\b|\b(?:fetch|load|get|retrieve|refresh)(?:ing)? (?:the |user |account )?(?:usage|quota|balance|subscription)\b|\b(?<!\busing (?:the )?)latest version\b(?! of (?:this|the|that|your) model)|\bflush(?:ing)? (?:log |usage |telemetry )?events\b|\binstall(?:ing)? (?:a |the )?(?:new|newer|latest) version\b|\bMCP server\b|\/mcp(?:\/|\b)|google-cloud\/logging|\bmcp_servers?\b|\bMCP (?:error|client)\b|\bdiscovery for (?:MCP )?server\b|\bconnect client for server\b|\bMCP initiali[sz]e\b|\bOTLP\b|:431[78]\b|\bMCP ?(?:Client|Server)|\[mcp\.|\bedit[_ ]predictions?\b|\bpredict_edits\b|\b(?:fetch|load|refresh|update)(?:ing)? (?:the )?(?:\w+ )?(?:model (?:data|list|catalog(?:ue)?|metadata)|models list|pricing(?: data)?)\b|\breload_pricing\b|\b(?:model )?cost map\b|\bmodel_prices_and_context_window\b|\bMcpError\b|\b(?:short[_ ]term|long[_ ]term|entities|entity) (?:memory )?save\b|\b(?:usage|quota|billing) API\b|\bLangSmith\b|\bLangfuse\b|\b(?:batch )?ingest(?:ion)? (?:of )?(?:runs|traces|spans)\b|\bfailed to (?:send|upload|post|flush|export) (?:traces|spans|runs)\b|\blistExperiments\b|\bide[-/]client\b|\bRAG service\b|\bfetch(?:ing)? models\b|\bembedding for (?:remember|memory|recall)\b|\bfalling back to (?:an? )?approximat\w*|\bhuggingface\.co\/(?:api\/)?datasets\/|\bfailed (?:sending|to send|to ship) logs to\b|\b(?:in|from) MCP\b|modelcontextprotocol\/(?:sdk|server-[\w-]+)\b|\bheartbeat\b|\brespond(?:ing)? to \W?initialize\W? request\b|\bIDE ?(?:client|connection)\b|\b(?:downloading|fetch(?:ing)?) (?:the )?(?:github |latest )?release\b|\brelease data\b|\btrac(?:e|ing) export(?:er|s|ing)?\b|\breleases\/latest\b|\b\w*DownloadError\b|\btools fetch failed\b|\bOpik\b|\bOpenLIT\b|\bAgentOps\b(?!: \[\w+ WRAPPER\])|\bLunary\b|\bLangtrace\b|\bArize\b|\bexport (?:metrics|spans?|logs|traces) batch\b|\bgetliteral\.ai\b|\bLiteral ?AI\b|\bPromptLayer\b|\bchecking for update\b|\bInvalid public key\. Confirm that you.ve configured the correct host\b|\bapi\.wandb\.ai\b|\/v1\/(?:metrics|traces)\b|\bport=431[78]\b|\berror (?:during|while) (?:the )?(?:auto-?)?updat(?:e|ing)\b|\berror auto-?updating\b|\b(?<!purchase )eligibility check\b|\bin-app-messag\w*|MCP OAuth\b|mcp-remote\b|oauth-protected-resource\b|Version negotiation (?:probe )?failed\b|Streamable ?HTTP error\b|SseError\b|IDEClient\]|MCP not initiali[sz]ed\b|lmnr\b|Confident ?API\b|Not Diamond\b|mixpanel\b|analytics_request\b|crashes\]|Error fetching updates\b|ab\.chatgpt\.com\/|credit_grants\b|api\/usage\b|credit-balance\b|usage (?:data|lookup|panel|endpoint)\b|(?:fetch|load|retriev|lookup|query|refresh)\w* (?:the )?(?:credit balance|budget usage)\b|usage: unavailable\b|accounts\/check\b|usage failed from\b|Logfire\b|MCPAuth\w*|mcp\.client\.auth\b|\btokenizer(?:_config)?\.json\b)/i;
/** Hosts that only side channels talk to (telemetry intake, error reporting, update registries). */
export const SIDE_CHANNEL_HOST =
  /(?:^|\.)(?:datadoghq\.com|datadoghq\.eu|segment\.io|segment\.com|posthog\.com|statsig\.com|statsigapi\.net|featuregates\.org|sentry\.io|honeycomb\.io|newrelic\.com|registry\.npmjs\.org|registry\.yarnpkg\.com|pypi\.org|play\.googleapis\.com|launchdarkly\.com|growthbook\.io|flagsmith\.com|configcat\.com)$/i;
const STACK_LINE =
  /^\s*(?:at |File "|raise \w|[~^]{3,}\s*$|\.\.\.|\d+ more|\[?cause\]?:|\[errors\]:|Caused by:|(?:code|errno|syscall|host|port|path|address|dest):|[\]},]+$|npm (?:error|ERR!) )/i;
/** An indented exception name (`  ValueError: …`), in its own case: an indented `error:` line is a line of its own. */
const STACK_ERROR_NAME = /^\s{2,}\w*Error\b/;
const isStackLine = (line: string): boolean => STACK_LINE.test(line) || STACK_ERROR_NAME.test(line);
/** The line that opens a Python traceback: a failure's block of its own. */
const TRACEBACK_START = /^\s*Traceback \(most recent call last\):/;
/** The exception line that closes a Python traceback (`ConnectionError: …` under its frames). */
const TRACEBACK_END = /^(?:[\w.]+\.)?[A-Z]\w*(?:Error|Exception)\b:/;

/**
 * A line that reports a tool's failure (a fetch, a shell command, an MCP tool): the agent's
 * narrative of its own work, whatever status the tool met (issue 10, kind 1).
 */
const TOOL_LINE =
  /\bTool (?:'[^'\n]{1,80}'|"[^"\n]{1,80}"|`[^`\n]{1,80}`|[\w.-]{1,80}) (?:failed|errored|returned an error)\b|\bError (?:executing|running|calling) tool\b|\btool_use_error\b|\btool (?:call|execution|invocation) failed\b|\bMCP tool\b[^\n]{0,60}\b(?:failed|error)\b|\bcodex_core::tools::router\b[^\n]{0,20}\berror=/i;

/** Whether every error line of a text reports a tool's failure. */
export function toolOnly(raw: string): boolean {
  if (!screenedIn(TOOL_LINE_SCREENED, raw)) return false;
  let errors = 0;
  for (const line of raw.split('\n')) {
    if (isStackLine(line) || line.trim() === '') continue;
    if (!TOOL_LINE.test(line)) return false;
    errors++;
  }
  return errors > 0;
}

/** A client that already judged its error: retrying will not help (its cause may still be named). */
const NON_RETRYABLE = /\bnon-?retr[iy]able\b|\bnot retr[iy]able\b/i;

/**
 * A warning line that says the agent carried on ("… Using defaults.", "falling back to …", "… will be
 * ignored"), or a line that ends by saying so itself ("lookup returned HTTP 401; proceeding without a
 * policy check", "…, concatenating them instead"), or
 * one that went on with fallback values ("… not found. Defaulting to fallback metadata").
 */
const CARRIED_ON =
  /^\W{0,3}(?:warn(?:ing)?\b|\[warn(?:ing)?\])[^\n]*\b(?:using (?:the )?defaults?|fall(?:ing)? ?back|continuing (?:without|with)|ignoring|skipping|will be ignored)\b|[;,—]\s*(?:proceeding|continuing) without\b[^\n;]{0,80}$|[;,—]\s*\w+ing (?:them|it|these|those) instead\W*$|\bdefaulting to (?:the )?fallback\b/i;

const WARNING_WORD = /warn|(?:proceeding|continuing) without|defaulting to (?:the )?fallback|instead/i;

/** Whether every line of a text is a warning after which the agent carried on: no failure of its own. */
export function carriedOnOnly(raw: string): boolean {
  // Every text is asked; only one that names a warning is split into lines.
  if (!screenedIn(WARNING_SCREENED, raw)) return false;
  let warnings = 0;
  for (const line of raw.split('\n')) {
    if (line.trim() === '' || isStackLine(line)) continue;
    if (!CARRIED_ON.test(line)) return false;
    warnings++;
  }
  return warnings > 0;
}

/** The header Node prints above an uncaught error: the file and line that threw. */
const THROW_SITE = /^\S+\.[cm]?[jt]s:\d+\s*$/;

/** A TUI box's side rules (`│ … │`) stripped from a line, so an indented cause line still reads as one. */
const FRAME = /^[ \t]*[│┃║][ \t]?|[ \t]*[│┃║][ \t]*$/g;
function unframed(line: string): string {
  return line.includes('│') || line.includes('┃') || line.includes('║') ? line.replace(FRAME, '') : line;
}

/** Words by which a side channel's line states a failure without an error word. */
const SIDE_STATE =
  /\b(?:no|not|invalid|expired|missing|denied|refused|unauthori[sz]ed|timed? ?out|required|skipp\w*|disabled)\b/i;

/**
 * Whether every error line of a text belongs to a side channel (telemetry, update check, quota
 * lookup); asked once {@link sideChannelIn} has found a side channel's words in it.
 */
function sideChannelOnly(raw: string): boolean {
  // An error line and the stack or cause lines under it are one block: the frames say who failed
  // (an exporter's stack under "Could not load the default credentials").
  let errors = 0;
  let open = false;
  let side = false;
  // Node prints where an uncaught error was thrown above it (`…/client.js:265`, `throw err;`).
  let thrownBySide = false;
  // Lines indented deeper than the error line that opened a block are its details (a JSON dump).
  let openIndent = -1;
  for (const framed of raw.split('\n')) {
    const line = unframed(framed);
    if (THROW_SITE.test(line)) {
      thrownBySide = SIDE_CHANNEL.test(line);
      continue;
    }
    const indent = line.length - line.trimStart().length;
    if (isStackLine(line) || (open && openIndent >= 0 && indent > openIndent && line.trim() !== '')) {
      if (open && !side && SIDE_CHANNEL.test(line)) side = true;
      continue;
    }
    // A side channel's own line counts as a failure of its own even worded as a state ("No API key
    // provided", "not logged in"): it opens a block like an error line. A side line that states no
    // failure ("Send a message to load usage data") does not.
    const sideLine = SIDE_CHANNEL.test(line);
    if (!(sideLine && SIDE_STATE.test(line)) && !ERROR_LINE.test(line)) continue;
    if (open && !side) return false;
    open = true;
    openIndent = indent;
    errors++;
    side = thrownBySide || sideLine;
    thrownBySide = false;
  }
  return errors > 0 && (!open || side);
}

/** A log multiplexer's line prefix (`queue-long-1    | `, docker compose's): the line starts after it. */
const SERVICE_PREFIX = /^[\w.-]{1,60}\s{1,12}\|(?: |$)/;

/**
 * A text without the blocks a side channel's own error line opens (a tracing export's 401 below the
 * task's own error), or null when it has none. A block is that line with the stack, cause and
 * deeper-indented lines under it, and the exception line that closes a traceback; a plain line
 * after it (the next step's log) is not part of it, and a traceback opens a block of its own. A
 * block only its frames tie to a side channel stays: the frames of a task's own call pass through
 * an SDK's telemetry wrapper too.
 */
function withoutSideBlocks(raw: string): string | null {
  const lines = raw.split('\n');
  const drop = new Uint8Array(lines.length);
  let dropping = false;
  let dropped = false;
  let openIndent = -1;
  let afterStack = false;
  for (let i = 0; i < lines.length; i++) {
    const bare = unframed(lines[i] as string);
    const line = bare.includes('|') ? bare.replace(SERVICE_PREFIX, '') : bare;
    if (THROW_SITE.test(line)) {
      afterStack = false;
      continue;
    }
    const indent = line.length - line.trimStart().length;
    const tracebackEnd = afterStack && TRACEBACK_END.test(line);
    afterStack = isStackLine(line);
    if (afterStack || tracebackEnd || (openIndent >= 0 && indent > openIndent && line.trim() !== '')) {
      if (dropping) drop[i] = 1;
      continue;
    }
    const sideLine = SIDE_CHANNEL.test(line);
    const opens = (sideLine && SIDE_STATE.test(line)) || ERROR_LINE.test(line) || TRACEBACK_START.test(line);
    if (!opens) {
      dropping = false;
      openIndent = -1;
      continue;
    }
    openIndent = indent;
    dropping = sideLine;
    if (dropping) {
      drop[i] = 1;
      dropped = true;
    }
  }
  return dropped ? lines.filter((_, i) => drop[i] === 0).join('\n') : null;
}

/**
 * Literals one of which every match of {@link SIDE_CHANNEL}, and of {@link BACKGROUND}, contains
 * (`anchorsOf`, proven by the anchors test): texts without one skip those patterns.
 */
const SIDE_CHANNEL_LITERALS = anchorsOf(SIDE_CHANNEL);
const BACKGROUND_LITERALS = anchorsOf(BACKGROUND);
if (!SIDE_CHANNEL_LITERALS || !BACKGROUND_LITERALS) throw new Error('marker patterns need anchors');
/**
 * {@link SIDE_CHANNEL} is `\b(?:A|B|…)`: it matches exactly when one of `\bA`, `\bB`, … does. Each
 * piece runs only when its anchor sets occur, as a text rule's alternatives do: the whole
 * pattern, one of the costliest of extraction, ran on most texts since some piece's anchor is common.
 */
const SIDE_CHANNEL_PIECES = (() => {
  const source = SIDE_CHANNEL.source;
  // The group opened after `\b` closes at the end, or the inside alone would hold an unmatched `)`
  // and not compile.
  if (!source.startsWith('\\b(?:') || !source.endsWith(')'))
    throw new Error('the side-channel pattern must be \\b(?:…)');
  return screenedAlternatives(new RegExp(source.slice(5, -1), SIDE_CHANNEL.flags)).map(
    ({ re, anchors, also }) => ({ re: new RegExp(`\\b(?:${re.source})`, re.flags), anchors, also }),
  );
})();
/** The tool-line and warning screens of every text, as pieces behind the same scan. */
const TOOL_LINE_PIECES = screenedAlternatives(TOOL_LINE);
const WARNING_PIECES = screenedAlternatives(WARNING_WORD);
const MARKER_SCAN = new LiteralScanner([
  ...new Set([
    ...SIDE_CHANNEL_LITERALS,
    ...BACKGROUND_LITERALS,
    ...[...SIDE_CHANNEL_PIECES, ...TOOL_LINE_PIECES, ...WARNING_PIECES].flatMap((p) => [
      ...(p.anchors ?? []),
      ...p.also.flat(),
    ]),
  ]),
]);
const idsOf = (literals: string[]) => Int32Array.from(literals, (l) => MARKER_SCAN.literals.indexOf(l));
const SIDE_CHANNEL_ANCHORS = idsOf(SIDE_CHANNEL_LITERALS);
const BACKGROUND_ANCHORS = idsOf(BACKGROUND_LITERALS);
/** Pieces of a pattern, each with its anchor sets flattened for {@link LiteralScanner.hasEach}. */
interface ScreenedPieces {
  res: RegExp[];
  sets: Int32Array;
  at: Int32Array;
}
const screenedPieces = (pieces: ReturnType<typeof screenedAlternatives>): ScreenedPieces => ({
  res: pieces.map(({ re }) => re),
  ...flattenSets(pieces.map(({ anchors, also }) => (anchors ? [idsOf(anchors), ...also.map(idsOf)] : []))),
});
const SIDE_CHANNEL_SCREENED = screenedPieces(SIDE_CHANNEL_PIECES);
const TOOL_LINE_SCREENED = screenedPieces(TOOL_LINE_PIECES);
const WARNING_SCREENED = screenedPieces(WARNING_PIECES);
/** The raw text {@link MARKER_SCAN} scanned last (its marks are that text's). */
let markerScanned: string | null = null;
function scanMarkers(raw: string): void {
  if (raw === markerScanned) return;
  MARKER_SCAN.scanLowercase(raw);
  markerScanned = raw;
}

/** Whether one of `pieces` matches `raw`, each tried only when `raw` holds a literal of each of its anchor sets. */
function screenedIn({ res, sets, at }: ScreenedPieces, raw: string): boolean {
  scanMarkers(raw);
  for (let k = 0; k < res.length; k++)
    if (MARKER_SCAN.hasEach(sets, at[k]!) && res[k]!.test(raw)) return true;
  return false;
}

/** `SIDE_CHANNEL.test(raw)`, each piece tried only when its anchor sets occur in `raw`. */
export function sideChannelIn(raw: string): boolean {
  return screenedIn(SIDE_CHANNEL_SCREENED, raw);
}

/** Each pattern extraction runs piece by piece, and the function that does, for the test that holds them equal. */
export const SCREENED_PATTERNS = [
  { pattern: SIDE_CHANNEL, test: sideChannelIn },
  { pattern: TOOL_LINE, test: (raw: string) => screenedIn(TOOL_LINE_SCREENED, raw) },
  { pattern: WARNING_WORD, test: (raw: string) => screenedIn(WARNING_SCREENED, raw) },
] as const;

/** The markers' patterns and their anchors, for the test that proves the screen sound. */
export const MARKER_SCREENS = [
  { pattern: SIDE_CHANNEL, anchors: SIDE_CHANNEL_LITERALS },
  { pattern: BACKGROUND, anchors: BACKGROUND_LITERALS },
  ...[...SIDE_CHANNEL_PIECES, ...TOOL_LINE_PIECES, ...WARNING_PIECES].flatMap(({ re, anchors, also }) =>
    [...(anchors ? [anchors] : []), ...also].map((set) => ({ pattern: re, anchors: set })),
  ),
] as const;

const CAUSE_LIST =
  /\b(?:This|It) (?:usually|often|typically|commonly|most likely|probably) means\b(?=[^.]{0,160},[^.]{0,160}\bor\b)|\b(?:common|possible|likely|probable) (?:causes?|reasons?)(?: include)?\s*:|\b(?:is|are|may be|might be|can be|could be) (?:often |usually |commonly |typically |most likely )?caused by\s*:/i;

/**
 * The text before a list of what might have caused the failure ("Common causes: • Invalid or
 * missing API key • …", "This is often caused by: • …", "This usually means the provider is down,
 * behind a captive portal, or your API key has been revoked"): the list is the client's guesses,
 * not the failure's words. A single diagnosis after "This usually means" stays.
 */
function withoutCauseList(text: string): string {
  if (
    !text.includes('auses') &&
    !text.includes('easons') &&
    !text.includes('aused by') &&
    !text.includes(' means')
  )
    return text;
  const at = text.search(CAUSE_LIST);
  return at > 0 ? text.slice(0, at).trimEnd() : text;
}

/** Signals of one error text. `family` names the extractor that found the text. */
export function textSignals(
  raw: string,
  item: number,
  channel: Channel,
  family: string,
  observedAt: Date,
): Signal[] {
  // One scan of the raw text says whether the side-channel and background patterns can match at all.
  scanMarkers(raw);
  const mayBeBackground = MARKER_SCAN.hasAny(BACKGROUND_ANCHORS);
  // A side channel failing (telemetry, update check) is no failure evidence of the task: alone it
  // gives no signal, beside the task's own error its block is left out of what the rules read.
  // The excerpt keeps the whole text: a person reading it sees the side channel's lines too.
  let whole: string | undefined;
  if (MARKER_SCAN.hasAny(SIDE_CHANNEL_ANCHORS) && sideChannelIn(raw)) {
    if (sideChannelOnly(raw)) return [];
    const rest = withoutSideBlocks(raw);
    if (rest !== null) {
      whole = raw;
      raw = rest;
    }
  }
  if (carriedOnOnly(raw)) return [];
  const normalized = normalizeText(raw);
  const stripped = stripProgress(normalized);
  const text = withoutCauseList(stripped.text);
  const progress = stripped.progress;
  const signals: Signal[] = [];
  const status = statusInText(text);
  // The text's timing, read once for every signal of it that asks (a body inside it, the text).
  let textHint: TimingHint | null | undefined;
  const readTiming = (): TimingHint | null => {
    if (textHint === undefined) textHint = latestTiming(raw, text, observedAt);
    return textHint;
  };
  for (const json of extractEmbeddedJson(normalized)) {
    const facts = readProviderBody(json, observedAt);
    if (!facts) continue;
    const { timing, ...rest } = facts;
    const signal: Signal = {
      item,
      channel,
      origin: 'embedded',
      family,
      ...(status === undefined ? {} : { status }),
      ...rest,
      ...(rest.message ? { text: normalizeText(rest.message) } : {}),
      timing,
      excerpt: [rest.message ?? rest.errorType ?? rest.errorCode ?? ''].filter(Boolean),
    };
    // A body without RetryInfo may still state its wait in words around or inside it.
    signals.push(timing ? signal : lazyTimingCopy(signal, readTiming));
  }
  // A 4xx an error line states is a prior of its own; a 5xx needs its reason phrase (text rules),
  // since prose such as "the test server returned status 500" is common, or a client retrying it
  // ("Got 500 error, retrying in 2.0s"): the agent's own retry in progress (issue 10, kind 6).
  if (status !== undefined && (status < 500 || progress)) {
    signals.push({ item, channel, origin: 'embedded', family, status, timing: null, excerpt: [text] });
  }
  // An AWS exception raised by a service beside the model is not the model call's.
  const aws =
    text.includes('Exception') && !(text.includes('when calling') && AWS_SIDE_OPERATION.test(text))
      ? AWS_IN_TEXT.exec(text)?.[1]
      : undefined;
  if (aws) {
    signals.push({
      item,
      channel,
      origin: 'embedded',
      family,
      awsException: aws,
      text,
      timing: null,
      excerpt: [text],
    });
  }
  if (text.trim().length > 0) {
    const signal = new TextSignal(item, channel, family, text, readTiming);
    if (whole !== undefined) signal.excerpt = [withoutCauseList(stripProgress(normalizeText(whole)).text)];
    if (progress) signal.progress = true;
    if (mayBeBackground && backgroundOnly(raw)) signal.background = true;
    signals.push(signal);
  } else if (progress && channel === 'jsonrpc' && RECONNECTING.test(normalized)) {
    // An error response whose detail is only the client's reconnect loop: its connection dropped
    // (labelling guide rule 2). On stderr such a line is progress, and what follows decides.
    const signal = new TextSignal(item, channel, family, normalized, readTiming);
    signal.progress = true;
    signals.push(signal);
  }
  if (signals.length > 0 && toolOnly(raw)) for (const s of signals) s.tool = true;
  if (signals.length > 0 && NON_RETRYABLE.test(text)) for (const s of signals) s.nonRetryable = true;
  return signals;
}
