/**
 * Redaction of secrets and identifiers, and the bounded safe excerpt built from it. Patterns start
 * only at token boundaries (lookbehind) so every pass stays linear in the input.
 */
import { SAFE_EXCERPT_MAX } from './classification.ts';
import { LiteralScanner } from './literal-scan.ts';
import { cutAt, normalizeText } from './normalize.ts';

/** Fixed markers that replace what redact removes. */
export const REDACTION_MARKERS = {
  key: '[redacted-key]',
  token: '[redacted-token]',
  secret: '[redacted-secret]',
  id: '[redacted-id]',
  email: '[redacted-email]',
  ip: '[redacted-ip]',
  query: '[redacted-query]',
  home: '~/',
} as const;

/** Longest fragment safeExcerpt reads, in code units; cut at a token boundary before redaction. */
export const EXCERPT_FRAGMENT_MAX = 8 * 1024;
/** Least raw text safeExcerpt reads from a fragment, and how many raw chars it allows per char left. */
const EXCERPT_RAW_MIN = 1024;
const EXCERPT_RAW_FACTOR = 4;
/** Most fragments safeExcerpt reads. */
export const EXCERPT_MAX_FRAGMENTS = 32;

const K = REDACTION_MARKERS;
// Characters that can continue a token; a pattern may only start where none precedes it.
const T = String.raw`A-Za-z0-9_\-`;
/** A journal line's host after its time, before the process that logged (`… ollama[89]:`). */
const JOURNAL_HOST = String.raw`(?!\[redacted-)[A-Za-z0-9][\w.-]{0,252}(?= [\w.@/-]{1,80}(?:\[\d{1,10}\])?:)`;
/** A folder under a home that holds projects (`GitHub/`, `Documents/`, `source\repos\`), with its separator. */
const WORKSPACE_FOLDER = String.raw`(?:GitHub|github|Git|git|src|code|Code|projects?|Projects?|repos|Repos|dev|Dev|Developer|workspaces?|Workspaces?|work|Work|Documents|Desktop|Downloads|Sites|source)(?:\\{1,4}|\/)`;

/** A router's `azure/<deployment>` whose deployment is not a model's own name: its owner named it. */
const AZURE_DEPLOYMENT =
  /(?<![/\w.-])(azure\/)(?!(?:gpt-?[\d.]+o?|o\d|text-embedding|dall-e|whisper|tts)[\w.]*(?:-(?:\d{4}-\d{2}-\d{2}|mini|nano|turbo|preview|instruct|realtime|audio|vision|chat|latest|large|small|ada|\d{1,4}k?))*(?![\w.-]))[A-Za-z0-9][\w.-]{0,80}/i;

/**
 * A fine-tuned model's id names the organization that trained it (`ft:<base>:<org>:<name>:<id>`,
 * the older `<base>:ft-<org>-<date>`): the redaction below hides it whole in text.
 */
const FINE_TUNED = /^ft:([^:]{1,80}):|^(ada|babbage|curie|davinci):ft-/;

/** {@link modelIdOut}'s answers by id, at most {@link ID_OUT_MAX} of them. */
const ID_OUT = new Map<string, string | null>();
const ID_OUT_MAX = 1024;

/**
 * What of a model id may leave the catalogue in a field: a fine-tuned id's base model only, and
 * nothing of a deployment its owner named or of an id that holds an identifier the excerpt would
 * hide (an ARN's account), as the excerpt hides them.
 */
export function modelIdOut(modelId: string): string | null {
  let out = ID_OUT.get(modelId);
  if (out !== undefined) return out;
  const tuned = FINE_TUNED.exec(modelId);
  const id = tuned ? (tuned[1] ?? tuned[2]!) : modelId;
  out = AZURE_DEPLOYMENT.test(id) || redact(id) !== id ? null : id;
  // A service sees few distinct ids, each on every classification: the whole redaction runs once per id.
  if (ID_OUT.size >= ID_OUT_MAX) ID_OUT.clear();
  ID_OUT.set(modelId, out);
  return out;
}

interface Rule {
  re: RegExp;
  to: string;
  /** Lowercase substrings of which the text must hold one for the rule to run (a cheap pre-check). */
  needs?: readonly string[];
  /** Lowercase substrings of which the text must also hold one (a second, independent pre-check). */
  also?: readonly string[];
  /** For needles that are not ASCII: the rule runs only when the text holds one of these, exactly. */
  whenAny?: readonly string[];
  /**
   * Where its matches can start: every match holds `literal` starting at most `before` code units
   * after the match's start. The rule is then tried only at those starts ({@link replaceNear}),
   * not at every position of the text.
   */
  near?: { literal: string; before: number };
}

// Names that end in one of these hold a secret: GEMINI_API_KEY, x-goog-api-key, client_secret, id_token,
// and their camelCase forms after a known prefix (clientSecret, accessToken, refreshToken).
const SECRET_NAMES = `(?:[A-Za-z0-9]{1,30}[_-]){0,4}(?:client|access|refresh|id|session|auth|bearer|api|app|private|master|signing|user|admin|bot|webhook|oauth)?(?:sensitive[_-]?data|api[_-]?key|apikey|access[_-]?key|subscription[_-]?key|secret[_-]?key|private[_-]?key|signing[_-]?key|secret|password|passwd|pwd|token|credentials?|authorization)`;
const WEAK_NAMES = `key|token|sig|signature|auth|pass`;
const ID_NAMES = `(?:[a-z][a-z]*)?Request[_ -]?Id|request(?:[_ -]|\\s{1,6})?id|x-request-id|req[_-]?id|trace[_ -]?id|span[_ -]?id|correlation[_ -]?id|tran(?:saction)?[_ -]?id|session[_ -]?(?:id|key)|conversation[_ -]?id|thread[_ -]?id|workspace[_ -]?id|organi[sz]ation[_ -]?id|project[_ -]?(?:id|number)|account[_ -]?id|user[_ -]?id|org[_ -]?id|customer[_ -]?id|tenant[_ -]?id|subscription[_ -]?id|device(?:[_ -]?(?:id|serial))?|kernel(?:[_ -]?id)?|(?:sub[_ -]?)?chat[_ -]?id|run[_ -]?id|job[_ -]?id|event[_ -]?id|uid|client[_ -]?id|installation[_ -]?id|source[_ -]?id|host[_ -]?name|storage[_ -]?(?:account[_ -]?)?name|rid|cf-ray|incident[_ -]?id|deployment[_ -]?id|(?:worker|instance|container|sandbox|machine|pod)[_ -]?id|(?:openai|anthropic|azure)-organi[sz]ation|(?:service[_ -]?)?principal(?:[_ -]?(?:id|name))?`;
// A quoted or bare value after `name: ` / `name=`; quotes may be JSON-escaped. A known name
// followed by a colon is the next key, not a value.
const VALUE = String.raw`(?!\\?["']?(?:${SECRET_NAMES}|${WEAK_NAMES}|${ID_NAMES})\\?["']?\s{0,4}[:=])(?:\[redacted-[a-z]{2,6}\]|(?:\\?"[^"\\\n]{0,400}(?:\\?"|$)|'[^'\n]{0,400}')|[^\s"'&,;)}\]<>]{1,400})`;

/** A word every one of {@link ID_NAMES} contains (lowercase). */
const ID_NAME_WORDS = [
  'uid',
  'req',
  'trace',
  'span',
  'correlation',
  'tran',
  'session',
  'conversation',
  'thread',
  'workspace',
  'org',
  'project',
  'account',
  'user',
  'customer',
  'tenant',
  'subscription',
  'device',
  'kernel',
  'chat',
  'run',
  'job',
  'event',
  'client',
  'installation',
  'source',
  'host',
  'storage',
  'rid',
  'cf-ray',
  'incident',
  'deployment',
  'principal',
  'worker',
  'instance',
  'container',
  'sandbox',
  'machine',
  'pod',
];

/** What may not sit right before a masked key: it would be part of the token. */
const MASK_EDGE = String.raw`(?<![A-Za-z0-9_\-•●*])`;

/** Prefixes of provider ids (`org-…`, `req_…`). */
const ID_PREFIXES = [
  'org',
  // An error's reference (`err_c7bc0eda`): it names one request in the server's logs.
  'err',
  // An app's object ids (`agt_5bMC…`, `asst_…`, `thread_…`, `msg_…`, `run_…`, `call_…`, `sess_…`).
  'agt',
  'asst',
  'thread',
  'msg',
  'run',
  'call',
  'sess',
  'conv',
  'proj',
  'project',
  'acct',
  'account',
  'user',
  'usr',
  'req',
  'request',
  'ses',
  'sess',
  'session',
  'wrkspc',
  'workspace',
  'ws',
  'tenant',
  'cus',
  'sub',
  'team',
  'conv',
  'thread',
  'run',
  'asst',
  'batch',
  'file',
  'msg',
  'chatcmpl',
  'cmpl',
  'gen',
  'call',
  'toolu',
  'resp',
  // A chat bot's senders and rooms (`person_1257487020`, `group_…`).
  'person',
  'group',
  'friend',
  'guild',
];
/** Public top-level labels of three letters or more that hosts in evidence use (every two-letter one is a country's). */
const PUBLIC_TLDS = [
  'com',
  'net',
  'org',
  'edu',
  'gov',
  'mil',
  'int',
  'info',
  'biz',
  'name',
  'pro',
  'app',
  'dev',
  'cloud',
  'tech',
  'site',
  'online',
  'xyz',
  'top',
  'club',
  'shop',
  'store',
  'blog',
  'page',
  'run',
  'host',
  'space',
  'website',
  'live',
  'life',
  'news',
  'media',
  'world',
  'global',
  'guru',
  'zone',
  'tools',
  'codes',
  'digital',
  'network',
  'systems',
  'services',
  'solutions',
  'software',
  'email',
  'link',
  'click',
  'one',
  'inc',
  'ltd',
  'group',
  'team',
  'works',
  'company',
  'agency',
  'studio',
  'design',
  'art',
  'moe',
  'wiki',
  'fun',
  'icu',
  'vip',
  'work',
  'today',
  'chat',
  'bot',
  'llc',
  'asia',
  'mobi',
  'tel',
  'travel',
  'jobs',
  'aero',
  'coop',
  'museum',
  'gle',
  'google',
  'microsoft',
  'azure',
  'aws',
  'amazon',
  'apple',
  'meta',
  'nvidia',
  'build',
  'new',
  'lol',
  'wtf',
  'horse',
  'ninja',
  'rocks',
  'social',
  'land',
  'city',
  'academy',
  'center',
  'dog',
  'cafe',
  'plus',
  'now',
  'win',
  'best',
  'red',
  'pub',
  'stream',
].join('|');
/** Names of fields whose value identifies an owner, in JSON and in a Python dict's repr (see `RULES`). */
const IDENTITY_FIELDS =
  'project|organi[sz]ation|org|user|account|workspace|tenant|team|customer|subscription|billing[_-]?account|owner|containerInfo';
/** A lowercase literal every name of {@link IDENTITY_FIELDS} starts with, for the rules' needles. */
const IDENTITY_FIELD_NEEDLES = [
  'project',
  'org',
  'user',
  'account',
  'workspace',
  'tenant',
  'team',
  'customer',
  'subscription',
  'billing',
  'owner',
  'containerinfo',
];
const DIGITS = [...'0123456789'];
const HEX = [...'0123456789abcdef'];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];
const HEX_LETTERS = [...'abcdef'];
/** Every `a + mid + b`: needles as selective as "a digit, a dot, a digit" (the scan finds them all at once). */
function pairs(as: readonly string[], mid: string, bs: readonly string[]): string[] {
  return as.flatMap((a) => bs.map((b) => `${a}${mid}${b}`));
}
/** A digit beside a letter, either order: a run holding both kinds holds one such pair where they meet. */
const LETTER_DIGIT = pairs(LETTERS, '', DIGITS).concat(pairs(DIGITS, '', LETTERS));
/** The same for hex: a hex run with a digit and a letter holds a digit beside a letter `a`-`f`. */
const HEX_MIX = pairs(HEX_LETTERS, '', DIGITS).concat(pairs(DIGITS, '', HEX_LETTERS));

const RULES: Rule[] = [
  // A fine-tuned model's id names the organization that trained it and its own id
  // (`ft:gpt-4o-mini-2024-07-18:acme::9xYzAbCd`, the older `curie:ft-acme-2022-09-26-01-07-30`):
  // the whole id. The base model is said elsewhere when it matters.
  {
    re: /\bft:[\w.-]{1,80}:[\w-]{0,80}:[\w-]{0,80}:[\w-]{1,80}|\b(?:ada|babbage|curie|davinci):ft-[\w-]{1,120}/g,
    to: K.id,
    needs: ['ft:', ':ft-'],
  },
  // URL credentials and query strings.
  { re: /(https?:\/\/)[^\s/@"'<>]{1,200}@/gi, to: `$1${K.secret}@`, needs: ['://'] },
  // It starts at most five units before its `://`.
  {
    // A run of `#` inside the query masks part of a value (`?key=######BLHV…`), not a fragment.
    re: /(https?:\/\/[^\s?#"'<>]{1,2000})\?(?:[^\s#"'<>]|#{2,}){0,4000}/gi,
    to: `$1?${K.query}`,
    needs: ['://'],
    near: { literal: '://', before: 5 },
  },
  // Masked keys with bullets (`gsk_••••Qr7T`, `36a4c1••••e9b2`) or an ellipsis between a key's
  // head and tail (`sk-or-v1-6f1…9ab2`, `AIza...xY9z`): the whole token, before the prefix rules
  // below take only its head (issue 10, kind 8). An ellipsis counts only after a key prefix or a
  // head with a digit, so prose ("Retrying…again") stays.
  {
    re: new RegExp(String.raw`${MASK_EDGE}[A-Za-z0-9_\-]{0,64}[•●]{2,}[A-Za-z0-9_\-]{0,64}`, 'g'),
    to: K.key,
    whenAny: ['•', '●'],
  },
  {
    re: new RegExp(
      String.raw`${MASK_EDGE}(?:(?:sk|xai|gsk|AIza|hf|gh[pousr]|pplx|nvapi|r8|AKIA|ASIA)[A-Za-z0-9_\-]{0,60}|[A-Za-z0-9_\-]{0,60}[0-9][A-Za-z0-9_\-]{0,60})(?:\.{3,}|…)[A-Za-z0-9_\-]{3,64}`,
      'g',
    ),
    to: K.key,
    whenAny: ['...', '…'],
  },
  // A key, token or secret named as one and masked down to a head and a tail of any length
  // (`with key A...4`, `token: x…Z`): the name says what the short token is.
  {
    re: /(?<=\b(?:key|token|secret)s?(?:\s{0,3}[:=]\s{0,3}|\s{1,3})["'`]?)[A-Za-z0-9_-]{1,64}(?:\.{3,}|…)[A-Za-z0-9_-]{1,64}/gi,
    to: K.key,
    whenAny: ['...', '…'],
  },
  // Provider keys with recognizable prefixes.
  {
    re: new RegExp(String.raw`(?<![${T}])sk-[A-Za-z0-9_\-*]{4,}(?:\.{2,}[A-Za-z0-9_\-*]*)?`, 'g'),
    to: K.key,
    needs: ['sk-'],
  },
  // Access-key ids of OpenAI-compatible providers (Moonshot and others): `ak-…`.
  { re: new RegExp(`(?<![${T}])ak-[A-Za-z0-9]{8,}`, 'g'), to: K.key, needs: ['ak-'] },
  {
    re: new RegExp(`(?<![${T}])(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{8,}`, 'g'),
    to: K.key,
    needs: ['_live_', '_test_'],
  },
  { re: new RegExp(String.raw`(?<![${T}])AIza[A-Za-z0-9_\-]{8,}`, 'g'), to: K.key, needs: ['aiza'] },
  {
    re: new RegExp(`(?<![${T}])(?:AKIA|ASIA|AGPA|AIDA|AROA)[A-Z0-9]{12,}`, 'g'),
    to: K.key,
    needs: ['akia', 'asia', 'agpa', 'aida', 'aroa'],
  },
  {
    re: new RegExp(
      String.raw`(?<![${T}])(?:gh[pousr]_[A-Za-z0-9]{8,}|github_pat_[A-Za-z0-9_]{8,}|glpat-[A-Za-z0-9_\-]{8,})`,
      'g',
    ),
    to: K.key,
    needs: ['gh', 'glpat-'],
  },
  { re: new RegExp(String.raw`(?<![${T}])xox[abposre]-[A-Za-z0-9\-]{8,}`, 'g'), to: K.key, needs: ['xox'] },
  {
    re: new RegExp(
      String.raw`(?<![${T}])(?:hf_[A-Za-z0-9]{16,}|gsk_[A-Za-z0-9]{16,}|r8_[A-Za-z0-9]{16,}|pplx-[A-Za-z0-9]{16,}|nvapi-[A-Za-z0-9_\-]{16,}|ya29\.[A-Za-z0-9_\-.]{8,})`,
      'g',
    ),
    to: K.key,
    needs: ['hf_', 'gsk_', 'r8_', 'pplx-', 'nvapi-', 'ya29.'],
  },
  // JWTs and auth schemes. A header and a payload that both open with `eyJ` are a JWT even when a
  // terminal wrap has put its signature on the next row.
  {
    re: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{4,}\.(?:eyJ[A-Za-z0-9_-]{4,}(?:\.[A-Za-z0-9_-]*)?|[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*)/g,
    to: K.token,
    needs: ['eyj'],
  },
  {
    re: /\b(bearer|basic|digest)(\s+)(?=[A-Za-z0-9._~+/=\-*]{0,400}[0-9+/=._\-*])[A-Za-z0-9._~+/=\-*]{6,}/gi,
    to: `$1$2${K.token}`,
    needs: ['bearer', 'basic', 'digest'],
  },
  // Cloud account identifiers: the 12-digit account of an AWS ARN wherever it sits (glued to a
  // word, quoted, URL-encoded, wrapped), then the ARN's account and resource, Azure host names.
  {
    re: /(arn(?::|%3a)aws[\w%:.\\"'\s-]{0,120}?)(?<!\d)\d{12}(?!\d)/gi,
    to: `$1${K.id}`,
    needs: ['arn'],
  },
  // The account as the first label of an AWS host (`123456789012.dkr.ecr.us-east-1.amazonaws.com`).
  {
    re: /(?<![\w.-])\d{12}(?=\.(?:[a-z0-9-]{1,40}\.){1,5}amazonaws\.com)/gi,
    to: K.id,
    needs: ['amazonaws'],
  },
  {
    re: /(?<![A-Za-z])(arn:aws[a-z-]{0,20}:[a-z0-9-]{0,40}:[a-z0-9-]{0,40}:)(?:\[redacted-[a-z]{2,6}\])?(?:\d{12})?(?::?[^\s"',;)}\]]{1,400})?/gi,
    to: `$1${K.id}`,
    needs: ['arn:'],
  },
  {
    re: /(?<![A-Za-z0-9.-])[A-Za-z0-9-]{1,63}(\.(?:openai|cognitiveservices|services\.ai|(?:[a-z0-9-]{1,30}\.)?models\.ai|(?:[a-z0-9-]{1,30}\.)?inference\.ml)\.azure\s{0,80}\.com)/gi,
    to: `${K.id}$1`,
    // A wide console may wrap the host before `.com`.
    needs: ['azure.com', '.azure'],
  },
  // A tenant's host on a platform that names each account, app or project by a label of its own
  // (`acme.blob.core.windows.net`, `my-app.vercel.app`, `abcd.supabase.co`, `x1y2.execute-api.
  // us-east-1.amazonaws.com`, `data.s3.amazonaws.com`), or a tunnel's host named at random for one
  // person's machine (`into-judicial-virginia-oecd.trycloudflare.com`), or a name on a free
  // dynamic-DNS, wildcard-DNS or personal-pages domain (`name.eu.org`, `box.duckdns.org`,
  // `web.10.0.0.5.sslip.io`, `user.github.io`, a
  // tailnet's `*.ts.net`): the labels before the suffix are theirs.
  // OpenAI's public one (`openaipublic.blob…`, tiktoken's files) names no one.
  {
    re: /(?<![A-Za-z0-9.-])(?!openaipublic\.|(?:www|api|app|status|docs|hooks|files)\.)[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,5}(\.(?:(?:(?:blob|file|queue|table|dfs|web)\.core|search|database|servicebus|redis\.cache)\.windows\.net|azurewebsites\.net|azurecontainerapps\.io|azure-api\.net|azurestaticapps\.net|snowflakecomputing\.com|supabase\.(?:co|in)|azuredatabricks\.net|cloud\.databricks\.com|vercel\.app|herokuapp\.com|netlify\.app|pages\.dev|workers\.dev|hf\.space|endpoints\.huggingface\.cloud|run\.app|cloudfunctions\.net|firebaseapp\.com|web\.app|execute-api\.[a-z0-9-]{1,30}\.amazonaws\.com|lambda-url\.[a-z0-9-]{1,30}\.on\.aws|s3(?:[.-][a-z0-9-]{1,30})?\.amazonaws\.com|fly\.dev|onrender\.com|(?:up\.)?railway\.app|replit\.dev|repl\.co|modal\.run|atlassian\.net|myshopify\.com|my\.salesforce\.com|sharepoint\.com|zendesk\.com|ondigitalocean\.app|deno\.dev|glitch\.me|streamlit\.app|trycloudflare\.com|ngrok(?:-free)?\.(?:app|io|dev)|loca\.lt|gradio\.live|serveo\.net|proxy\.runpod\.net|sentry\.io|okta\.com|auth0\.com|livekit\.cloud|freshdesk\.com|service-now\.com|my\.site\.com|slack\.com|dynamics\.com|eu\.org|duckdns\.org|sslip\.io|nip\.io|xip\.io|traefik\.me|ddns\.net|hopto\.org|zapto\.org|sytes\.net|dynv6\.net|freemyip\.com|ts\.net|github\.io|gitlab\.io|pythonanywhere\.com|zeabur\.app|koyeb\.app|sealos\.run|laf\.run)(?![A-Za-z0-9-]))/gi,
    to: `${K.id}$1`,
    needs: [
      '.core.windows.net',
      '.search.windows.net',
      '.database.windows.net',
      '.servicebus.windows.net',
      '.cache.windows.net',
      'azurewebsites',
      'azurecontainerapps',
      'azure-api.net',
      'azurestaticapps',
      'snowflakecomputing',
      'supabase.',
      'databricks',
      'vercel.app',
      'herokuapp',
      'netlify.app',
      'pages.dev',
      'workers.dev',
      'hf.space',
      'huggingface.cloud',
      'run.app',
      'cloudfunctions',
      'firebaseapp',
      'web.app',
      'execute-api',
      'on.aws',
      'amazonaws.com',
      'fly.dev',
      'onrender',
      'railway.app',
      'replit.dev',
      'repl.co',
      'modal.run',
      'atlassian.net',
      'myshopify',
      'salesforce.com',
      'sharepoint.com',
      'zendesk.com',
      'ondigitalocean',
      'deno.dev',
      'glitch.me',
      'streamlit.app',
      'trycloudflare',
      'ngrok',
      'loca.lt',
      'gradio.live',
      'serveo',
      'runpod',
      'sentry.io',
      'okta.com',
      'livekit.cloud',
      'auth0.com',
      'freshdesk.com',
      'service-now.com',
      'my.site.com',
      'slack.com',
      'dynamics.com',
      'eu.org',
      'duckdns',
      'sslip.io',
      'nip.io',
      'xip.io',
      'traefik.me',
      'ddns.net',
      'hopto.org',
      'zapto.org',
      'sytes.net',
      'dynv6',
      'freemyip',
      'ts.net',
      'github.io',
      'gitlab.io',
      'pythonanywhere',
      'zeabur.app',
      'koyeb.app',
      'sealos.run',
      'laf.run',
    ],
  },
  // A host whose first label is a random name of its own (a sandbox's, a runtime's, a preview's:
  // `vwtevkdzwfogpnjb.eval-runtime.all-hands.dev`) names one tenant's machine on any platform:
  // twelve or more letters and digits with five consonants in a row, or four digits among letters.
  {
    re: /(?<=\b[a-z][a-z0-9+.-]{0,15}:\/\/)(?=[a-z0-9]{12,63}\.[a-z0-9-]{1,63}\.[a-z]{2,})(?:(?=[a-z0-9]*[bcdfghjklmnpqrstvwxz]{5})|(?=(?:[a-z]*\d){4})(?=(?:\d*[a-z]){4}))[a-z0-9]{12,63}(?=\.)/gi,
    to: K.id,
    needs: ['://'],
  },
  // A code index's source id between colons (Tabby's `git:V1xYGx:::`): a random mixed-case name of
  // one user's repository source.
  {
    re: /(?<=\b(?:git|web|doc|source|repo):)(?=[A-Za-z0-9]{5,24}:)(?=[a-z0-9]*[A-Z])(?=[A-Z0-9]*[a-z])[A-Za-z0-9]{5,24}(?=:)/g,
    to: K.id,
    needs: ['git:', 'web:', 'doc:', 'source:', 'repo:'],
  },
  // An Azure deployment in a router's `azure/<deployment>` form is named by its owner
  // (`azure/gpt-5.1-<name>`): hidden unless it is a model's own name (`azure/gpt-4o-2024-11-20`).
  // A path segment (`/azure/ai-services` of a docs URL) is not a deployment.
  {
    re: new RegExp(AZURE_DEPLOYMENT.source, 'gi'),
    to: `$1${K.id}`,
    needs: ['azure/'],
  },
  // A dashboard's or trace viewer's link names the tenant in its path (`wandb.ai/<entity>/<project>`,
  // `vercel.com/<team>/<app>`, `sentry.io/organizations/<org>`, Cloudflare's `<account>/<gateway>`):
  // the first two segments after the prefix, unless the first is the site's own page (`docs`).
  {
    re: /(\bhttps?:\/\/(?:(?:app|www)\.)?(?:wandb\.ai|comet\.com|braintrust\.dev\/app|vercel\.com|sentry\.io\/organizations|supabase\.com\/dashboard\/project|app\.supabase\.com\/project|smith\.langchain\.com\/o|huggingface\.co\/spaces|dash\.cloudflare\.com|gateway\.ai\.cloudflare\.com\/v1|app\.netlify\.com\/sites|railway\.app\/project|github\.com\/orgs)\/)(?!\[redacted-|(?:docs|d|new|login|signup|pricing|blog|changelog|guides|help|support|templates|account|settings|dashboard|ai|api)(?:[/?#]|$))[\w.%~-]{1,100}(?:\/(?!\[redacted-)[\w.%~-]{1,100})?/gi,
    to: `$1${K.id}`,
    needs: [
      'wandb.ai/',
      'comet.com/',
      'braintrust.dev/app/',
      'vercel.com/',
      'sentry.io/organizations/',
      'supabase.com/',
      'smith.langchain.com/o/',
      'huggingface.co/spaces/',
      'dash.cloudflare.com/',
      'gateway.ai.cloudflare.com/v1/',
      'netlify.com/sites/',
      'railway.app/project/',
      'github.com/orgs/',
    ],
  },
  // A repository on a code host names its owner and its project (`github.com/<owner>/<repo>`, the
  // API's `repos/<owner>/<repo>`, a git proxy's `/git/<owner>/<repo>`), with or without a scheme;
  // the host's own pages (`github.com/settings/…`, `/features/…`) stay.
  {
    re: /(\b(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)\/(?:repos\/)?|\bhttps?:\/\/[\w.:-]{1,100}\/git\/)(?!\[redacted-|(?:orgs|settings|login|logout|signup|join|features|pricing|marketplace|apps|sponsors|topics|about|enterprise|site|security|notifications|explore|search|collections|trending|users|issues|pulls|new|organizations|contact|readme|customer-stories|copilot|models|codespaces|account|dashboard)(?:[/?#\s'"`)]|$))[\w.-]{1,100}\/(?!\[redacted-)[\w.-]{1,100}/gi,
    to: `$1${K.id}`,
    needs: ['github.com/', 'gitlab.com/', 'bitbucket.org/', 'codeberg.org/', '/git/'],
  },
  // Git's smart-HTTP path (`GET /<owner>/<repo>/info/refs?service=git-receive-pack`) and its
  // refusal (`Permission to <owner>/<repo>.git denied to <user>`): the same owner and project.
  {
    re: /(?<![\w.-])\/(?!\[redacted-)[\w.-]{1,100}\/[\w.-]{1,100}(?=\/(?:info\/refs|git-(?:receive|upload)-pack)\b)/g,
    to: `/${K.id}`,
    needs: ['/info/refs', '-pack'],
  },
  {
    re: /(\bPermission to )(?!\[redacted-)[\w.-]{1,100}\/[\w.-]{1,100}( denied to )(?!\[redacted-)[\w-](?:[\w.-]{0,98}[\w-])?/g,
    to: `$1${K.id}$2${K.id}`,
    needs: ['permission to '],
  },
  // Short hex ids after an enclosed letter a log uses as an id's label (browser-use's
  // `Agent🅰 b598 ⇢ 🅑 c322`): the tail of a session's or a browser's id.
  {
    re: /(?<=[\u{1F130}-\u{1F189}] ?)(?=[a-f]{0,11}\d)[0-9a-f]{4,12}(?![\w-])/giu,
    to: K.id,
    whenAny: ['\uD83C'],
  },
  // An id of hex digits after `#` (`Task #b454bc74`), with a letter and a digit: an issue's number
  // (`#1234`) stays.
  {
    re: /(?<![\w&#])#(?=[0-9a-f]{0,39}[a-f])(?=[0-9a-f]{0,39}\d)[0-9a-f]{8,40}(?![\w-])/gi,
    to: `#${K.id}`,
    needs: ['#'],
    also: HEX_MIX,
  },
  // A channel's id of letters and digits (`Closing Claude on channel: zda9d07oz4`): an editor's
  // session with the agent; a channel's name of words (`channel default`) stays.
  {
    re: /(\bchannel:? )(?!\[redacted-)(?=[a-z0-9]{0,39}\d)(?=[a-z0-9]{0,39}[a-z])[a-z0-9]{8,40}(?![\w-])/gi,
    to: `$1${K.id}`,
    needs: ['channel'],
  },
  // A credential file named after its project (`凭证: optimistic-operand-jm5x8-1768750076.json`).
  {
    re: /((?:凭证|credentials?(?: file)?)\s?[:：=]\s?)(?!\[redacted-)[\w.-]{3,100}(?=\.json\b)/gi,
    to: `$1${K.id}`,
    needs: ['凭证', 'credential'],
  },
  // An account named after the word that says so in a denial or a log (`… on SavedQuery for user
  // mcp-svc`, `denied to user ci_bot2`): a service or person's login. Plain words after "user"
  // ("for user input") hold no hyphen, dot, underscore or digit and stay.
  {
    re: /(?<=\b(?:for|to|of|by) user )(?!\[redacted-)(?=[\w.-]{0,62}(?:[-_.][A-Za-z0-9]|\d))[A-Za-z][\w.-]{0,62}[A-Za-z0-9]/gi,
    to: K.id,
    needs: ['for user ', 'to user ', 'of user ', 'by user '],
  },
  // A code host's short reference to an issue, a pull or a merge request (`acme/payments#1640`,
  // `group/project!12`): the owner and the project, as in the host's URL.
  {
    re: /(?<![\w./:@#-])(?!\[redacted-)[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}(?=[#!][1-9]\d{0,6}(?!\w))/g,
    to: K.id,
    needs: [...'123456789'].flatMap((d) => [`#${d}`, `!${d}`]),
    also: ['/'],
  },
  // A random-looking segment after a route word in a path a request log line names (`POST
  // /search/JFBlcF4 200`): a record's, a chat's or a share's id, mixing cases and digits as
  // generated ids do; the route words, and a model's name under `/models/`, stay.
  {
    re: /(?<=\b(?:GET|POST|PUT|PATCH|DELETE|HEAD) \/(?:[\w.~%-]{1,80}\/){0,8}(?:search|c|chats?|share|s|sessions?|threads?|conversations?|runs?|jobs?|tasks?|projects?|workspaces?|documents?|files?|items?|users?|orgs?|teams?|p|r)\/)(?!\[redacted-)(?=[\w-]{0,39}[a-z])(?=[\w-]{0,39}[A-Z])(?=[\w-]{0,39}\d)[\w-]{6,40}(?=[/?#\s]|$)/g,
    to: K.id,
    needs: ['get /', 'post /', 'put /', 'patch /', 'delete /', 'head /'],
  },
  // A number of nine digits or more after `#` (a Google project's number, `(#808448574146)`): no
  // issue or pull request runs that long; `#1234` stays.
  {
    re: /(?<![\w&#])#\d{9,}(?!\d)/g,
    to: `#${K.id}`,
    needs: ['#'],
    also: DIGITS,
  },
  // A deployment's own host, named for its environment (`https://opik-ddrcdev.example.org/…`,
  // `https://api.staging.acme.io/…`): the organization's machine, whatever its public suffix.
  {
    re: /(\bhttps?:\/\/)(?!\[redacted-|[a-z0-9.-]*\.azure\b)(?=[a-z0-9.-]*\b(?:[a-z0-9]*(?:dev|prod)|staging|stage|stg|uat|qa|sandbox|preprod|internal|intra|corp)\d*[.-])[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi,
    to: `$1${K.id}`,
    needs: ['://'],
    // The environment's word in the host (`staging` and `stage` hold `stag`, `preprod` holds `prod`).
    also: ['dev', 'prod', 'stag', 'stg', 'uat', 'qa', 'sandbox', 'internal', 'intra', 'corp'],
  },
  // A model server of the user's own under a public name (`https://vllm.dgx.tunnel.example/v1`,
  // `http://chat.example.com/api/generate`): a label naming a serving stack with two labels after
  // it (`docs.vllm.ai` stays), or any host before Ollama's API paths.
  {
    re: /(\bhttps?:\/\/)(?!\[redacted-|localhost\b|127\.|host\.docker\.internal\b)(?:(?=[a-z0-9.-]*\b(?:vllm|ollama|llama-?cpp|lmstudio|sglang|tgi|comfyui?|localai)[.-][a-z0-9-]+\.[a-z0-9-]+)[a-z0-9-]+(?:\.[a-z0-9-]+)+|[a-z0-9-]+(?:\.[a-z0-9-]+)+(?=(?::\d{2,5})?\/api\/(?:generate|chat|tags|embed\w*|pull|show|ps)(?![\w-])))/gi,
    to: `$1${K.id}`,
    needs: ['://'],
    // A serving stack's name (`ollama` holds `llama`), or Ollama's API path.
    also: ['vllm', 'llama', 'lmstudio', 'sglang', 'tgi', 'comfy', 'localai', '/api/'],
  },
  // A Google Cloud project's generated id (`festive-nova-476819`, AI Studio's `gen-lang-client-…`).
  {
    re: /(?<![\w-])(?:[a-z]{3,12}-[a-z]{3,12}-\d{6}|gen-lang-client-\d{6,12})(?![\w-])/g,
    to: K.id,
    needs: pairs(DIGITS, '', DIGITS),
    // A letter, a hyphen and a digit where the digits start.
    also: pairs(LETTERS, '-', DIGITS),
  },
  // A worker's host in a job runner's log (`Worker(host:apn14042.dc.example.com pid:…)`).
  {
    re: /(\bhost:)(?!\[redacted-|localhost\b)(?=[\w.-]*[A-Za-z])[A-Za-z0-9][\w.-]{2,252}/g,
    to: `$1${K.id}`,
    needs: ['host:'],
  },
  // A chat platform's numeric account in a bot's log (`3365977521: [RECV][L(1162081675)]`).
  {
    re: /\b\d{6,12}(?=:\s?\[(?:RECV|SEND)\])|(?<=\b[A-Za-z]{1,3}\()\d{8,12}(?=\)\])/g,
    to: K.id,
    needs: ['[recv]', '[send]', ')]'],
  },
  // An object's id that repeats the object's name after it ("Import import_123 did not complete",
  // "Agent run agent_run_123 was cancelled"): the name, then the id with a digit.
  {
    re: /\b([A-Za-z]{3,20}) ((?:[A-Za-z]+_)?\1_)(?!redacted)(?=[A-Za-z0-9]{0,40}\d)[A-Za-z0-9]{1,40}\b/gi,
    to: `$1 $2${K.id}`,
    // The id's separator between a letter and its digit, or between two words of its prefix; and
    // the digit the id must hold (snake_case words alone are common in error text).
    needs: [...pairs(LETTERS, '_', DIGITS), ...pairs(LETTERS, '_', LETTERS)],
    also: DIGITS,
  },
  // A CI job's or run's number in a name (`job-59679810526.log`, `run_8812345678`).
  {
    re: /(\b(?:job|run|build|task|pipeline|workflow)[-_])\d{8,}/gi,
    to: `$1${K.id}`,
    needs: [
      'job-',
      'job_',
      'run-',
      'run_',
      'build-',
      'build_',
      'task-',
      'task_',
      'pipeline-',
      'pipeline_',
      'workflow-',
      'workflow_',
    ],
  },
  // Cloudflare's error page titles the origin's site (`<title>example.xyz | 524: A timeout occurred`).
  {
    re: /(<title>)(?!\[redacted-)[^<|\n]{1,253}(?= \| 5\d\d: )/gi,
    to: `$1${K.id}`,
    needs: ['<title>'],
  },
  // An account named with `@` after a word that says it is one (`message from user @jdoe`), or
  // addressed by a greeting or an apology (`Sorry @jdoe, you've used…`, `cc @jdoe`).
  {
    re: /(\b(?:from|by|user|username|sender|author|to|for|hi|hey|hello|dear|thanks|thank you|sorry|cc|ping)\s{1,3})@(?!\[redacted-)[A-Za-z0-9_][\w.-]{2,63}(?<![.-])(?![\w/@-])/gi,
    to: `$1@${K.id}`,
    needs: ['@'],
  },
  // A handle that opens a line or a quoted line, bare or in backticks (a bot's comment addressing
  // its user: `> @jdoe has exceeded the limit`); a package scope (`@types/node`) or a decorator
  // call (`@app.route`) is kept.
  {
    re: /(^[ \t>]{0,6}`?)@(?!\[redacted-)[A-Za-z0-9][A-Za-z0-9-]{1,38}(?![\w/@.-])/gm,
    to: `$1@${K.id}`,
    needs: ['@'],
  },
  // A bucket or container in a storage URI (`s3://acme-prod-data/…`, `gs://…`, `abfss://c@acct…`)
  // or a storage host's path (`storage.googleapis.com/acme-data/…`) is the owner's name.
  {
    re: /(\b(?:s3a?|s3n|gs|az|abfss?|wasbs?|oss|cos|r2|b2):\/\/|\bstorage\.(?:googleapis|cloud\.google)\.com\/(?!(?:upload|download|storage|batch)\/))(?!\[redacted-)[A-Za-z0-9._@-]{1,255}/gi,
    to: `$1${K.id}`,
    // Each scheme with its `://`, or the storage host.
    needs: [
      ...['s3', 's3a', 's3n', 'gs', 'az', 'abfs', 'abfss', 'wasb', 'wasbs', 'oss', 'cos', 'r2', 'b2'].map(
        (s) => `${s}://`,
      ),
      'storage.googleapis.com/',
      'storage.cloud.google.com/',
    ],
  },
  // A Telegram bot's token: the bot's number before the colon is part of it.
  {
    re: /(?<![\w:])\d{6,12}:(?:AA[\w-]{30,40}|\[redacted-secret\])/g,
    to: K.secret,
    needs: [':aa', ':[redacted-secret]'],
  },
  // The user's own site, named where a web application logs the page it served or was called from
  // (`Requested URL: https://shop.example.de/…`, `Referer: …`, `site_url=…`): the host is theirs.
  {
    re: /(\b(?:Requested[ _-]?URL|Referr?er|Origin|Site[ _-]?URL|siteurl|Home[ _-]?URL)\s{0,4}[:=]\s{0,4}["']?https?:\/\/)(?!localhost\b|127\.)[A-Za-z0-9.-]{1,253}/gi,
    to: `$1${K.id}`,
    needs: ['requested', 'referer', 'referrer', 'origin', 'site', 'home'],
    also: ['://'],
  },
  // A URL's host of one label (`http://ollama-1/api/tags`, `http://gpu-box:11434`): a machine named
  // on a private network (a LAN, a compose file); `localhost` stays.
  {
    re: /(\bhttps?:\/\/)(?!localhost(?![\w-]))[A-Za-z][A-Za-z0-9-]{0,62}(?=[:/?#]|\s|$)/gi,
    to: `$1${K.id}`,
    needs: ['http://', 'https://'],
  },
  // A share link's id (`…/s/AXyzD2Zm`, `/share/…`, `/c/…`): random-looking, it opens someone's content.
  {
    re: /(\/(?:s|share|shared|c|g|p)\/)(?=[\w-]{0,63}\d)(?=[\w-]{0,63}[a-z])(?=[\w-]{0,63}[A-Z])[\w-]{6,64}(?![\w-])/g,
    to: `$1${K.id}`,
    needs: ['/s/', '/share/', '/shared/', '/c/', '/g/', '/p/'],
  },
  // An error's reference code (`(ref a379d381f2f7)`): hex with a digit, named `ref`.
  {
    re: /(\bref[:#]?\s{1,2})(?=[0-9a-f]{0,40}\d)[0-9a-f]{8,40}(?![\w-])/gi,
    to: `$1${K.id}`,
    needs: ['ref'],
  },
  // Nextcloud's `occ` commands take a user id first (`occ files:scan alice`, `occ context_chat:prompt <user>`).
  {
    re: /(\bocc [\w-]{1,40}:[\w:-]{1,60} )(?!-)[\w.@-]{1,64}/g,
    to: `$1${K.id}`,
    needs: ['occ '],
  },
  // Whatever follows "Incorrect API key provided:" is the key that was sent, however short (`… provided: xyz.`).
  {
    re: /(\b(?:Incorrect|Invalid|Wrong) API key provided:\s{0,2})(?!\[redacted-)[^\s.,;'"]{1,200}/gi,
    to: `$1${K.key}`,
    needs: ['key provided:'],
  },
  // A request id in brackets (`[ID: anthropic-1767268800000-000000]`), and a cached content's name.
  {
    re: /(\[ID:\s{0,2})[^\]\s]{4,80}(?=\])|(\bCachedContent name:\s{0,2})[\w/-]{4,80}(?:\.[\w/-]{1,40})*/g,
    to: `$1$2${K.id}`,
    needs: ['[id:', 'cachedcontent name:'],
  },
  // The machine a crash report names (`SIGABRT … on build-box pid 580932`, Cosmopolitan's).
  {
    re: /(\bon )(?!\[redacted-)[A-Za-z0-9][\w.-]{0,62}(?= pid \d)/g,
    to: `$1${K.id}`,
    needs: [' pid '],
  },
  // A player or bot account named where a line opens on its sign-in (`zhijing logging into
  // minecraft...`, `Steve joined the game`): a game's user names are 3-16 letters, digits or `_`.
  {
    re: /(^|\n)(?!\[redacted-)[A-Za-z0-9_]{3,16}(?= (?:is )?logging in(?:to)?\b| (?:joined|left) the game\b)/g,
    to: `$1${K.id}`,
    needs: [' logging in', ' joined the game', ' left the game'],
  },
  // Slack's workflow ids in its log lines (`[Fn04LYJP743A]`, `Trace=Tr04KUCGMXM5`) and a session
  // process named after its user (`[rsession-jdoe]`, RStudio's).
  {
    re: /(?<![A-Za-z0-9_-])(?:Fn|Tr|Wf|Ft)0[A-Z0-9]{8,14}(?![A-Za-z0-9_-])|(\brsession-)(?!\[redacted-)[\w.-]{1,64}/g,
    to: `$1${K.id}`,
    needs: ['fn0', 'tr0', 'wf0', 'ft0', 'rsession-'],
  },
  // A cluster node named in a scheduler's or server's message (`staging on node gpu-box-3`).
  {
    re: /(\b(?:on|to|from) node )(?!\[redacted-)[A-Za-z][\w.-]{1,62}/g,
    to: `$1${K.id}`,
    needs: [' node '],
  },
  // Workspace hosts of data platforms, named for their customer (`adb-<digits>.<n>.azuredatabricks.net`,
  // `<account>.snowflakecomputing.com`).
  {
    re: /(?<![A-Za-z0-9.-])[A-Za-z0-9-]{1,63}((?:\.\d{1,4})?\.(?:azuredatabricks\.net|(?:cloud|gcp)\.databricks\.com|snowflakecomputing\.com))/gi,
    to: `${K.id}$1`,
    needs: ['databricks', 'snowflakecomputing'],
  },
  // A machine's name on a private-use suffix, wherever it stands (`jdoe-MacBook-Pro.local`, `nas.lan`,
  // `home.arpa`, a home lab's `llm.home.pi`: `home` and the label after it are the household's own).
  {
    re: /(?<![\w.-])(?!host\.docker\.internal\b)[A-Za-z0-9][A-Za-z0-9-]{0,62}(?:\.[A-Za-z0-9-]{1,63}){0,4}\.(?:local|lan|internal|corp|intranet|localdomain|home(?:\.[A-Za-z]{2,12})?)(?![\w-]|\.[A-Za-z0-9])/g,
    to: K.id,
    needs: ['.local', '.lan', '.internal', '.corp', '.intranet', '.home'],
  },
  // A log line's host after an ISO time, with or without its zone (`2024-01-29 11:07:29 build-07
  // asyncio[52810] ERROR`, rsyslog's `2026-07-12T20:55:06+10:00 build-07 ollama[1152]:`).
  {
    re: /(\b\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?(?:Z|[+-]\d{2}:?\d{2})? )(?!\[redacted-)[A-Za-z0-9][\w.-]{0,252}(?= [\w.@/-]{1,80}\[\d{1,10}\]:? )/g,
    to: `$1${K.id}`,
    needs: ['['],
  },
  // A syslog or journal line's host (`Aug 07 04:18:55 build-07.example.com ollama[1408]:`).
  {
    re: new RegExp(
      String.raw`((?<![\w:])(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d{2}:\d{2}:\d{2} )${JOURNAL_HOST}`,
      'g',
    ),
    to: `$1${K.id}`,
    // The month and the space after it (the pattern is case-sensitive; the scan folds case).
    needs: ['jan ', 'feb ', 'mar ', 'apr ', 'may ', 'jun ', 'jul ', 'aug ', 'sep ', 'oct ', 'nov ', 'dec '],
    also: [':'],
  },
  // The same line in a CJK locale's journal (`10月 19 15:17:57 VM9890-ubuntu ollama[89]:`).
  {
    re: new RegExp(String.raw`((?<![\w:])\d{1,2}月 ?[ \d]\d日? \d{2}:\d{2}:\d{2} )${JOURNAL_HOST}`, 'g'),
    to: `$1${K.id}`,
    whenAny: ['月'],
  },
  // A user, key or team a gateway names before its budget (`User ishaan3 has exceeded their budget`).
  {
    re: /\b((?:User|Team|Key|Customer|End[ -]?user|Organization)\s)(?!\[redacted-|(?:has|have|is|was|does|not|the|your|this|a|an)\b)[\w.@-]{1,100}(?= (?:has|have) (?:exceeded|reached|hit) (?:their|its|the|his|her) (?:\w+ )?(?:budget|spend|limit|quota)\b)/g,
    to: `$1${K.id}`,
    needs: ['user ', 'team ', 'key ', 'customer ', 'end user ', 'end-user ', 'enduser ', 'organization '],
    also: ['exceeded', 'reached', 'hit'],
  },
  // A long number after the thing it numbers (`Node 1768298261774 failed`, `workflow 4521873309`):
  // a workflow's, run's or message's id, as a named id is.
  {
    re: /\b((?:[Nn]ode|[Ww]orkflow|[Ee]xecution|[Ss]tep|[Tt]ask|[Jj]ob|[Rr]un|[Aa]pp|[Tt]enant|[Cc]onversation|[Mm]essage|[Cc]hannel|[Ss]ession)\s{1,3}#?)\d{10,}(?![\w.-])/g,
    to: `$1${K.id}`,
    needs: [
      'node ',
      'workflow ',
      'execution ',
      'step ',
      'task ',
      'job ',
      'run ',
      'app ',
      'tenant ',
      'conversation ',
      'message ',
      'channel ',
      'session ',
    ],
    also: pairs(DIGITS, '', DIGITS),
  },
  // IBM's account ids (`IBMid-270005CEAJ`).
  {
    re: /\bIBMid-[A-Za-z0-9]{6,}\b/g,
    to: K.id,
    needs: ['ibmid-'],
  },
  // A resource named by the time the account created it (Volcengine Ark's endpoint
  // `ep-<timestamp>-<suffix>`, a key named `api-key-<timestamp>`, a run `4164149-<timestamp>`): one
  // account's, whatever the prefix.
  {
    re: /(?<![\w-])(?:[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*){0,2}|\d{3,12})-20\d{12}(?:\d{3})?(?:-[a-z0-9]{4,8})?(?![\w-])/gi,
    to: K.id,
    needs: ['-20'],
  },
  // Cookies: the whole header value.
  {
    re: /((?<![A-Za-z0-9_-])(?:set-)?cookie\\?["']?\s{0,4}:\s{0,4}\\?["']?)[^\r\n"\\]{1,2000}/gi,
    to: `$1${K.secret}`,
    needs: ['cookie'],
  },
  // Named identifiers: "request_id": "...", "Request ID: E942:3A54...", x-request-id: ..., and a
  // note between the name and its value ("request ID (attempt 1, status 422): …").
  // Not a path segment that ends in a name (`projects/my-project-id/locations/…`).
  {
    re: new RegExp(
      String.raw`((?<![A-Za-z0-9])(?:${ID_NAMES})(?:\s{0,2}\([^)\n]{0,40}\))?\\?["']?\s{0,4}[:=#]?(?:\s{0,4}|[ \t]{0,2}\r?\n[ \t]{0,12}))(?!\/)(?=\\?["']?[^\s"'\\]{0,200}[0-9])${VALUE}`,
      'gi',
    ),
    to: `$1${K.id}`,
    // `device`, `kernel`, `host name`, `storage name`, `principal` and `session key` are the names
    // without an `id`.
    needs: [
      'id',
      'session',
      'cf-ray',
      'device',
      'kernel',
      'host',
      'storage',
      'organization',
      'organisation',
      'principal',
    ],
    // Every name holds one of these words: `id` alone is in "invalid", "provided".
    also: ID_NAME_WORDS,
  },
  // An account abbreviated in a log's key=value pairs (`acc=230585`, `acct: 10442`, `acct_id=…`):
  // a whole number, not a decimal (`acc=0.95` is a model's accuracy).
  {
    re: /((?<![A-Za-z0-9_])acc(?:t|ount)?(?:[_-]?(?:id|no|num))?\s{0,2}[=:]\s{0,2}\\?["']?)\d{3,}(?![\d.])/gi,
    to: `$1${K.id}`,
    needs: ['acc'],
  },
  // A code host's `owner/name` after the word repository ("in repository acme-inc/api"): the owner is
  // an account or an organization, as in a repository's URL.
  {
    re: /\b(repo(?:sitor(?:y|ies))?s?:?\s{1,3}(?:named\s)?\\?["'`]?)(?!\[redacted-)[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{0,99}[A-Za-z0-9_-]/gi,
    to: `$1${K.id}`,
    needs: ['repo'],
  },
  // A quoted name before the word for an account group ("the `acme` organization has enabled OAuth
  // App access restrictions"): an organization's, a workspace's or a team's own name.
  {
    re: /(\bthe\s{1,3})([`'"])(?!\[redacted-)[^\s`'"]{1,100}\2(?=\s{1,3}(?:organi[sz]ation|org|workspace|team|enterprise|tenant)\b)/gi,
    to: `$1$2${K.id}$2`,
    needs: ['organization', 'organisation', ' org', 'workspace', ' team', 'enterprise', 'tenant'],
  },
  // An account's name in an API path (`api.fireworks.ai/v1/accounts/acme/deployments`, Cloudflare's
  // `/client/v4/accounts/<id>/ai/run`); a model's own reference (`accounts/fireworks/models/…`)
  // carries no version segment and stays readable.
  {
    re: /(\/v\d+\/accounts\/)(?!\[redacted-)[A-Za-z0-9][\w.-]{0,95}(?=\/)/g,
    to: `$1${K.id}`,
    needs: ['/accounts/'],
  },
  // The owner of a Hugging Face repository in the Hub's API path (`huggingface.co/api/models/jdoe/…`):
  // a user's or an organization's account.
  {
    re: /(\bhuggingface\.co\/api\/(?:models|datasets|spaces)\/)(?!\[redacted-)[A-Za-z0-9][\w.-]{0,95}(?=\/)/gi,
    to: `$1${K.id}`,
    needs: ['huggingface.co/api/'],
  },
  // The owner part of an MCP server's namespaced name ("MCP ERROR (acme/supabase)", "for server
  // 'acme/supabase'"): an account or an organization, as in a repository's slug.
  {
    re: /(\bMCP (?:ERROR|[Ee]rror|[Ss]erver)s?:? \(|\bfor server ['"])(?!\[redacted-)[A-Za-z0-9][A-Za-z0-9_-]{0,38}(?=\/[\w.-]{1,100}['")])/g,
    to: `$1${K.id}`,
    needs: ['mcp ', 'for server'],
  },
  // Colon-joined hex groups (GitHub's `x-github-request-id`: `FF66:27F1BF:167DDDF:1C4C340:69D0BB1E`),
  // four to seven groups with a letter among them, so clock times and ratios stay.
  {
    re: /(?<![\w:])(?=[0-9A-Fa-f:]{0,60}[A-Fa-f])[0-9A-Fa-f]{3,8}(?::[0-9A-Fa-f]{3,8}){3,6}(?![\w:])/g,
    to: K.id,
    // A hex digit either side of a colon (a colon alone is in most log lines).
    needs: pairs(HEX, ':', HEX),
  },
  // A bare `id` key of a JSON object or a Python dict (`'id': 'as-wbx23eriqh'`): its value, when it
  // holds a digit, opens with a type prefix (`resp_…`, `msg_…`) or mixes cases as random text does
  // (a GraphQL node id, `UHJvamVjdDoy`, base64 of `Project:2`), identifies a request or an object.
  {
    re: /((?<![A-Za-z0-9_])\\?["']id\\?["']\s{0,4}:\s{0,4}\\?["'])(?=[^\s"'\\]{0,200}[0-9]|[a-z]{2,10}[-_][a-z]|[^\s"'\\]{0,80}[a-z][^\s"'\\]{0,80}[A-Z])[^\s"'\\]{4,200}/g,
    to: `$1${K.id}`,
    needs: ['"id"', "'id'", '\\"id\\"'],
  },
  // Prefixed ids: org-…, proj_…, acct_…, req_…, wrkspc_…; at least one digit or capital.
  {
    re: new RegExp(
      `(?<![${T}])(?:${ID_PREFIXES.join('|')})[-_](?=[A-Za-z0-9]{0,63}[A-Z0-9])[A-Za-z0-9]{6,}(?:[-_][A-Za-z0-9]{4,}){0,4}`,
      'g',
    ),
    to: K.id,
    needs: ID_PREFIXES.flatMap((p) => [`${p}-`, `${p}_`]),
  },
  // Any short lowercase prefix before a long number (`tsk_356235429496222434`, `stp_…`): a record id.
  {
    re: /(?<![\w-])[a-z]{2,8}_\d{12,}(?![\w-])/g,
    to: K.id,
    needs: pairs([...'abcdefghijklmnopqrstuvwxyz'], '_', DIGITS),
  },
  // A chat platform's user ids in a bot's event log: an @-mention (`[At:318518326]`, a CQ code's
  // `qq=…`, `<at id="…"/>`), a session (`person:…`, `group_…`) and a sender shown as `name/number:`.
  {
    re: /(\[At:|\bqq=|\buser_id=|<at\s{1,4}id=["']?|\b(?:person|group|friend)[:_])\d{5,12}(?!\d)/gi,
    to: `$1${K.id}`,
    needs: [
      '[at:',
      'qq=',
      'user_id=',
      '<at ',
      'person:',
      'person_',
      'group:',
      'group_',
      'friend:',
      'friend_',
    ],
  },
  // A QQ protocol bridge's log prefix names the bot's own account as `nickname(number)` after the level
  // (`[ERROR] 林小槐(3141592653) | …`, NapCat's and LLOneBot's): the nickname and the number.
  {
    re: /(\[(?:ERROR|WARN(?:ING)?|INFO|DEBUG|FATAL)\] )(?!\[redacted-)[^\s()|[\]]{1,40}\(\d{0,12}\)(?= \| )/gi,
    to: `$1${K.id}`,
    needs: [') | '],
  },
  // Any value named `id` that is a long number (`(id: 6145433381)`, `ID=20419384`): a record's or a
  // person's id, never a count.
  {
    re: /((?<![\w-])id\s{0,2}[:=]\s{0,3}["']?)\d{6,20}(?!\d)/gi,
    to: `$1${K.id}`,
    needs: ['id:', 'id=', 'id :', 'id ='],
  },
  // Any value named `id` that mixes letters and digits as random text does (a Caddy error's
  // `ID:"cy26tau95"`, `error id: 7f3kq9x2`): a request's or a record's reference. Not a model's id
  // (`model id: gpt4o2024`), which says what was asked for.
  {
    re: /((?<![\w-])(?<!\bmodel[ _-]?)id\s{0,2}[:=]\s{0,3}\\?["']?)(?!\[redacted-)(?=(?:[a-z]*\d){2})(?=(?:\d*[a-z]){2})[a-z0-9]{6,64}(?![\w.-])/gi,
    to: `$1${K.id}`,
    needs: ['id:', 'id=', 'id :', 'id ='],
  },
  // An app's id or key, named (`AppID: wx_zH_…`, `appkey=…`), digits or not.
  {
    re: /(\b(?:App[ _-]?ID|App[ _-]?Key|App[ _-]?Secret)\s{0,3}[:=]\s{0,3}["']?)(?!\[redacted-)[A-Za-z0-9][\w-]{5,63}/gi,
    to: `$1${K.id}`,
    needs: [
      'appid',
      'app id',
      'app_id',
      'app-id',
      'appkey',
      'app key',
      'app_key',
      'app-key',
      'appsecret',
      'app secret',
      'app_secret',
      'app-secret',
    ],
  },
  // Personal numbers: a US social security number, a payment card's sixteen digits in groups.
  {
    re: /(?<![\w-])(?:\d{3}-\d{2}-\d{4}|\d{4}([ -])\d{4}\1\d{4}\1\d{4})(?![\w-])/g,
    to: K.id,
    needs: pairs(DIGITS, '-', DIGITS).concat(pairs(DIGITS, ' ', DIGITS)),
  },
  {
    re: /(?<![\w/])(?:\d{5,12}|[^\s/:[\]]{1,40})\/\d{5,12}(?=:(?:\s|$))/gmu,
    to: K.id,
    needs: pairs(DIGITS, ':', ['']),
    also: pairs(['/'], '', DIGITS),
  },
  // UUIDs (without hyphens they are long hex runs, redacted below).
  {
    re: /(?<![A-Za-z0-9])[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![A-Za-z0-9])/g,
    to: K.id,
    needs: pairs(HEX, '-', HEX),
    // Its first hyphen is eight units after its start.
    near: { literal: '-', before: 8 },
  },
  // A project's id or name after the word project ("on resource project my-app-42", Azure AI
  // Foundry's "for project Med-Agents", "project acme_personal"): words joined by hyphens or
  // underscores, digits or not.
  {
    re: /\b(projects?\s{1,3}[`'"]?)[A-Za-z][A-Za-z0-9]{1,28}[-_][A-Za-z0-9_-]{0,28}[A-Za-z0-9](?![\w-])/g,
    to: `$1${K.id}`,
    needs: ['project'],
  },
  // A project named in Google's "on resource project X" (an id whatever its shape) or in square
  // brackets after the word or its path (`project [acme]`, `projects/[acme]`).
  {
    re: /\b(resource project\s{1,3}\[?|projects?(?:\s{1,3}|\/)\[)(?!\[?redacted-)[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}[A-Za-z0-9]/gi,
    to: `$1${K.id}`,
    needs: ['project'],
  },
  // A name quoted or in brackets right after organization / workspace / team / tenant / account /
  // group (`workspace "Anna's Workspace"`, `organization (acme-inc)`, a relay's user group
  // `group \`ns-admin\``): the owner's name, digits or not.
  // Not a list in brackets (`your organization (Reader, Writer, Owner)`: roles).
  {
    re: /\b((?:organi[sz]ation|org|workspace|team|tenant|account|group)\s{1,3}(?:name\s{0,3}[:=]?\s{0,3})?["'`(“‘])(?!\[redacted-)(?:(?<=")[^"\n]{1,64}(?=")|(?<=')[^'\n]{1,64}(?=')|(?<=`)[^`\n]{1,64}(?=`)|(?<=\()[^(),\n]{1,64}(?=\))|(?<=“)[^”\n]{1,64}(?=”)|(?<=‘)[^’\n]{1,64}(?=’))/giu,
    to: `$1${K.id}`,
    needs: ['org', 'workspace', 'team', 'tenant', 'account', 'group'],
  },
  // A resource group's name (`resource group rg-team-eu`, `resourceGroup: "prod"`): quoted, or a
  // token with a digit, `-` or `_` (so "the resource group does not exist" keeps its words).
  {
    re: /\b(resource[ _-]?groups?(?:[ _-]?name)?(?:\s{0,3}[:=]\s{0,3}|\s{1,3})["'`]?)(?!\[redacted-)(?:(?<=["'`])[^"'`\n]{1,90}(?=["'`])|(?=[A-Za-z0-9_.()-]{0,90}[-_\d])[A-Za-z0-9][A-Za-z0-9_.()-]{0,89})/gi,
    to: `$1${K.id}`,
    needs: ['resource'],
  },
  // Numbers or ids after words like organization / project / account (also as a markdown link's
  // text, `projects[/22515376012](…)`, which an issue's rendering makes of a path, and behind a
  // JSON-escaped slash, `projects\/123`, as PHP's json_encode writes one).
  {
    re: /\b((?:organi[sz]ations?|orgs?|projects?|accounts?|workspaces?|tenants?|teams?|subscriptions?|customers?|consumers?|billing account)(?:\s{0,3}(?:id|number|no\.?|#|name))?\s{0,3}(?:[:=#/]|\\\/)?\s{0,3}(?:\[\/|["'`([［（「])?(?:\s{0,3}|[ \t]{0,3}\r?\n[ \t]{0,60}))(?=[A-Za-z_\-.:]{0,40}[0-9])[A-Za-z0-9][A-Za-z0-9_\-.:]{2,100}/gi,
    to: `$1${K.id}`,
    needs: [
      'org',
      'project',
      'account',
      'workspace',
      'tenant',
      'team',
      'subscription',
      'customer',
      'consumer',
    ],
  },
  // The rest of an address whose name the rule above took for an owner's id, when a terminal's
  // wrap split it from its name (`user [redacted-id] @5rc ubq6gr.e0ox.qt`): its domain.
  {
    re: /\[redacted-[a-z]+\]\s?@(?:\s(?=[A-Za-z0-9-]*\.)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+|(?=[A-Za-z0-9.-]*(?:\s[A-Za-z0-9.-]*)?\.)[A-Za-z0-9.-]*(?:\s[A-Za-z0-9.-]+)?)/g,
    to: K.email,
    needs: ['] @', ']@'],
  },
  // The same split after the address rule took the name and the domain's first labels
  // (`[redacted-email] q0exphvih.hhj`): the labels left on the next row.
  {
    re: /(\[redacted-email\])\s(?![\w-]*\[)[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,}(?![\w.-])/g,
    to: '$1',
    needs: ['[redacted-email] '],
  },
  // Named secrets: JSON, Python, headers, query and assignments. They run after the ids, so a
  // value they take can never be the context word an id needed.
  {
    re: new RegExp(
      String.raw`((?<![A-Za-z0-9_\-])${SECRET_NAMES}\\?["']?\s{0,4}[:=]\s{0,4})(?:(?:bearer|basic|token)\s+)?${VALUE}`,
      'gi',
    ),
    to: `$1${K.secret}`,
    needs: ['key', 'secret', 'token', 'passw', 'pwd', 'credential', 'cookie', 'authorization', 'sensitive'],
  },
  {
    re: new RegExp(
      String.raw`((?<![A-Za-z0-9_\-])(?:${WEAK_NAMES})(?:=|\\?["']\s{0,4}:\s{0,4}))${VALUE}`,
      'gi',
    ),
    to: `$1${K.secret}`,
    // The name is followed at once by `=`, a quote or the backslash of an escaped quote.
    needs: ['key', 'token', 'sig', 'signature', 'auth', 'pass'].flatMap((n) =>
      ['=', '"', "'", '\\'].map((c) => n + c),
    ),
  },
  // Cloud resource paths name the project even when its id has no digit
  // (`projects/help-my-setup/locations/…`, a consumer's `projects/help-my-setup`).
  {
    re: /(\bprojects\\?\/)(?!\[redacted-)[A-Za-z][A-Za-z0-9_.:-]{2,100}(?=\\?\/|$|["'\s,;)}\]])/g,
    to: `$1${K.id}`,
    needs: ['projects/', 'projects\\/'],
  },
  // Firebase's console names the project in the singular (`console.firebase.google.com/project/<id>/…`).
  {
    re: /(\bconsole\.firebase\.google\.com\/(?:u\/\d+\/)?project\/)(?!\[redacted-)[A-Za-z0-9][\w.:-]{2,100}/g,
    to: `$1${K.id}`,
    needs: ['console.firebase'],
  },
  // An account named in the message that says it was suspended or disabled ("Account acme-labs is
  // suspended"): the account's name, like an org id.
  {
    re: /(\baccount )(?!\[redacted-|(?:is|has|was|not|does|for|and|or|with|has been)\b)[\w.@-]{2,64}(?= (?:is|has been|was) (?:suspended|disabled|deactivated|blocked|banned|locked|inactive|restricted|not active)\b)/gi,
    to: `$1${K.id}`,
    needs: ['account '],
  },
  // A session named by its id in a log line ("Restoring evicted session 20260909_42"): an id with a digit.
  {
    re: /(\bsession:? )(?!\[redacted-)(?=[\w-]{0,63}\d)[\w-]{6,64}(?![\w+/=-])/gi,
    to: `$1${K.id}`,
    needs: ['session ', 'session:'],
  },
  // A user, request or account named by a generated id ("User gateway-tester-v2-39655442-6 is not
  // authorized", "Request ocx-mrelm6fu-33"): three or more parts, one of five or more characters
  // mixing letters and digits, or six digits in a row; a model's name ("gpt-4o-mini") stays.
  {
    re: /(\b(?:user|request|account)(?: |\r?\n))(?!\[redacted-)(?=[a-z0-9_-]{8,80}(?![\w-]))(?=(?:[a-z0-9]*[-_])*(?=[a-z0-9]*[a-z])(?=[a-z0-9]*\d)[a-z0-9]{5,}(?![a-z0-9])|[a-z0-9_-]*\d{6})[a-z0-9]+(?:[-_][a-z0-9]+){2,}(?![\w-])/gi,
    to: `$1${K.id}`,
    // The label before its value on the same line or on the line above (a card of label and value).
    needs: [
      'user ',
      'request ',
      'account ',
      'user\n',
      'request\n',
      'account\n',
      'user\r',
      'request\r',
      'account\r',
    ],
  },
  // A provider's account tagged by a short hex id in a relay's log ("claude:b86d7670 — 429").
  {
    re: /(\b[a-z][\w-]{0,30}[:/])(?!\[redacted-)(?=[0-9a-f]{0,15}\d)(?=[0-9a-f]{0,15}[a-f])[0-9a-f]{8,16}(?![\w:/-]|\.\w)/gi,
    to: `$1${K.id}`,
    needs: HEX_MIX,
    also: [':', '/'],
  },
  // A telephony call's unique id, epoch seconds and a sequence ("OpenAI error for 1779354710.120956").
  {
    re: /(\b(?:for|call(?:_?id)?|channel|uniqueid|linkedid)\s?[:=]?\s?)1\d{9}\.\d{1,6}\b/gi,
    to: `$1${K.id}`,
    needs: ['for', 'call', 'channel', 'uniqueid', 'linkedid'],
    also: pairs(DIGITS, '.', DIGITS),
  },
  // A user or account numbered in brackets ("user [29189] quota [122175] … is not enough").
  {
    re: /(\b(?:user|account|customer|tenant|uid|member)\s?\[)\d{3,12}(?=\])/gi,
    to: `$1${K.id}`,
    needs: ['user', 'account', 'customer', 'tenant', 'uid', 'member'],
    also: ['['],
  },
  // A chat's or request's short id in brackets right after its label ("Chat[b7knz1]: model=…"):
  // letters and digits mixed, five to twelve of them.
  {
    re: /(\b[A-Z][a-z]{2,15}\[)(?=[a-z0-9]{0,11}\d)(?=[a-z0-9]{0,11}[a-z])[a-z0-9]{5,12}(?=\])/g,
    to: `$1${K.id}`,
    // The label's last letter and the bracket.
    needs: LETTERS.map((c) => `${c}[`),
    also: DIGITS,
  },
  // A log context's id after its tag in brackets ("[API:kRa-H8Va]", "[req=Xy12-ab]", Onyx's
  // "[API:ypQusdmz]"): five or more units with a digit or a lower letter before a capital, so a
  // tag's plain word ("[API:models]") is kept. Case-sensitive for that test: the tags list their
  // lower, capitalized and upper forms.
  {
    re: /(\[(?:API|[Aa]pi|REQ(?:UEST)?|[Rr]eq(?:uest)?|RID|[Rr]id|SID|[Ss]id|TID|[Tt]id|CID|[Cc]id|TRACE|[Tt]race|SESS(?:ION)?|[Ss]ess(?:ion)?|CONN|[Cc]onn|CTX|[Cc]tx|CORR(?:ELATION)?|[Cc]orr(?:elation)?)[:=]\s?)(?!\[?redacted-)(?=[\w-]{0,39}(?:\d|[a-z][A-Z]))[A-Za-z0-9][\w-]{4,39}(?=\])/g,
    to: `$1${K.id}`,
    needs: ['[api:', '[req', '[rid', '[sid', '[tid', '[cid', '[trace', '[sess', '[conn', '[ctx', '[corr'],
  },
  // A run's id in brackets made of a date, a time and hex ("[20260822_142117_e8f6f7]").
  {
    re: /\[(?=[^\]\n]{0,60}[a-f])(?=[^\]\n]{0,60}\d)[0-9a-f]{4,}(?:[_-][0-9a-f]{4,}){2,}\]/gi,
    to: `[${K.id}]`,
    // A hex digit before a separator, and the bracket.
    needs: pairs(DIGITS.concat(HEX_LETTERS), '', ['_', '-']),
    also: ['['],
  },
  // A session's identifier quoted after its name ("Invalid session identifier \"3403b421-...\""),
  // whole or cut short.
  {
    re: /(\bsession (?:id|identifier)\W{0,2}\s?\\?["'])(?!\[redacted-)[^"'\\\s]{4,80}/gi,
    to: `$1${K.id}`,
    needs: ['session id'],
  },
  // A repository's owner in a logged method call on the repository
  // (`CodeSearchService::getRemoteIndexState(octo-org/app)`).
  {
    re: /(\b\w+::[a-z]\w*\()(?!\[redacted-)[A-Za-z0-9][A-Za-z0-9-]{1,38}(?=\/[\w.-]{1,100}\))/g,
    to: `$1${K.id}`,
    needs: ['::'],
  },
  // An id named after "with id" ("No vector store found with id vs_abc").
  {
    re: /(\bwith id )(?!\[redacted-)(?=[\w-]{2})[\w-]{1,80}(?:[.:][\w-]{1,80}){0,4}/gi,
    to: `$1${K.id}`,
    needs: ['with id '],
  },
  // A person an agent addresses by name after a greeting or an acknowledgement ("Found it, Maher.").
  {
    re: /(\b(?:Found it|Got it|Thanks|Thank you|Hi|Hello|Hey|Sure|Done|Okay|Sorry|Good news),\s)(?!\[redacted-)\p{Lu}[\p{L}'-]{1,30}(?=[.,!:;])/gu,
    to: `$1${K.id}`,
    needs: [
      'found it,',
      'got it,',
      'thanks,',
      'thank you,',
      'hi,',
      'hello,',
      'hey,',
      'sure,',
      'done,',
      'okay,',
      'sorry,',
      'good news,',
    ],
  },
  // An id made of a time in epoch seconds or milliseconds and a random suffix
  // (`1790150205373_dnxzk`, `Date.now()` joined to a nonce).
  {
    re: /(?<![\w-])1\d{9,12}_[a-z0-9]{3,16}(?![\w-])/gi,
    to: K.id,
    needs: pairs(DIGITS, '', ['_']),
  },
  // A server named by a generated id of letters and digits ("failed to send message to server
  // ms1svwxr", "failed to retrieve MCP server msi1-3-ms1j8pdm"), its parts joined by dashes or
  // not: a name of words ("to server github") stays.
  {
    re: /(\b(?:to|from|on|for|retrieve|find|get|load|start|reach) (?:the )?(?:MCP )?server:? )(?!\[redacted-)(?=[a-z0-9-]{6})(?=[a-z0-9-]{0,39}\d)(?=[a-z0-9-]{0,39}[a-z])[a-z0-9]{1,32}(?:-[a-z0-9]{1,32}){0,3}(?![\w-])/gi,
    to: `$1${K.id}`,
    // The verb, then `server` after `the ` or `MCP ` or neither: `server` alone is in most texts.
    needs: ['to', 'from', 'on', 'for', 'retrieve', 'find', 'get', 'load', 'start', 'reach'].flatMap((v) =>
      ['', 'the ', 'mcp ', 'the mcp '].map((m) => `${v} ${m}server`),
    ),
  },

  // The credential a server echoes back after saying which kind it expected ("LiteLLM Virtual Key
  // expected. Received=sk-…", "token expected, received: …"), however much of it is shown.
  {
    re: /(\b(?:key|token)\b[^\n]{0,60}?\breceived\s?[=:]\s?)(?!\[redacted-)[^\s,;'"]{2,200}/gi,
    to: `$1${K.key}`,
    needs: ['received=', 'received:', 'received =', 'received :'],
  },
  // A device sign-in's one-time code ("Your code: HGDJ-GKKD", "enter the code WDJB-MJHT"): whoever
  // holds it while it is live signs in as the person.
  {
    re: /(\b(?:your|user|device|one-time|verification) code:?\s{1,3}|\benter (?:the )?code:?\s{1,3})(?!\[redacted-)[A-Z0-9]{4}-?[A-Z0-9]{4}(?![\w-])/gi,
    to: `$1${K.id}`,
    needs: [
      'your code',
      'user code',
      'device code',
      'one-time code',
      'verification code',
      'enter code',
      'enter the code',
    ],
  },
  // A request's tag in a log line (`[Req:203.0.113.7:48af47b0]`): the client's address and the
  // request's id together, whatever was redacted inside it first.
  {
    re: /(\[Req(?:uest)?(?:[ _-]?id)?:\s?)(?!\[redacted-id\]\])(?:\[redacted-[a-z]{2,6}\]|[^\]\s])+(?=\])/gi,
    to: `$1${K.id}`,
    needs: [
      '[req:',
      '[request:',
      '[req_id:',
      '[req-id:',
      '[reqid:',
      '[req id:',
      '[request_id:',
      '[request-id:',
      '[requestid:',
      '[request id:',
    ],
  },
  // A request's id in brackets at the head of an access-log line (`[yj67pubmoe] POST /v1/…`).
  {
    re: /(\[)(?!redacted-)(?=[a-z0-9]{0,31}\d)(?=[a-z0-9]{0,31}[a-z])[a-z0-9]{6,32}(?=\]\s(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s\/)/gi,
    to: `$1${K.id}`,
    needs: ['] get', '] post', '] put', '] patch', '] delete', '] head', '] options'],
  },
  // A client named by its id after "for client" ("Rate limit exceeded for client: app_7").
  {
    re: /(\bfor client:? )(?!\[redacted-)(?=[\w.-]{0,79}\d)[\w.-]{3,80}/gi,
    to: `$1${K.id}`,
    needs: ['for client'],
  },
  // Masked keys: a visible head and tail around asterisks (`D57rV0ys****Pp9p`) are still the key.
  {
    re: /(?<![A-Za-z0-9_\-*])[A-Za-z0-9_-]{2,64}\*{3,}[A-Za-z0-9_-]{0,64}|(?<![A-Za-z0-9_\-*])\*{3,}[A-Za-z0-9_-]{3,64}/g,
    to: K.key,
    needs: ['***'],
  },
  // Cloudflare's challenge page names its ray in a script parameter (`__CF$cv$params={r:'…'`).
  {
    re: /(__CF\$cv\$params=\{r:\\?['"])[0-9a-f]{8,40}/g,
    to: `$1${K.id}`,
    needs: ['__cf$cv$params'],
  },
  // The tail of a masked key a wrap (or its collapsed whitespace) put after the masked run.
  {
    re: /(\[redacted-key\]|\*{3})[ \t]{0,16}(?:\r?\n|\\n)?[ \t]{0,16}\*+[A-Za-z0-9_-]{2,64}(?![A-Za-z0-9_-])/g,
    to: '$1',
    needs: ['***', '[redacted-key]'],
  },
  // A key a message echoes after its name ("Invalid API key: abc123"), whatever its shape.
  {
    re: /\b((?:API|access|secret)[ _-]?key(?: provided)?\s{0,3}[:=]\s{0,3}["'`]?)(?!\S*\[redacted-|(?:not|missing|none|null|undefined|empty|invalid|required|set)\b)[^\s"'`,;)}\]<>]{3,199}[^\s"'`,;)}\]<>.]/gi,
    to: `$1${K.secret}`,
    needs: ['key:', 'key ', 'key='],
  },
  // The account a CLI says it is signed in as ("logged in as jdoe", "signed in successfully as
  // jdoe", "logged in as user: jdoe", "authenticated as @jdoe").
  {
    re: /\b((?:logged|signed) in(?: successfully)?(?: to [\w.-]{1,40})? as(?: (?:user|account|username))?|authenticated as|user ?name\s{0,3}[:=])(:?\s{0,3}["'`@]?)(?!\[redacted-)[\p{L}\p{N}](?:[\p{L}\p{N}._-]{0,62}[\p{L}\p{N}_-])?/giu,
    to: `$1$2${K.id}`,
    needs: ['in as', 'logged in', 'signed in', 'authenticated as', 'username', 'user name'],
  },
  // The account a call is made for ("permissions to call Inference Providers on behalf of user
  // jdoe", "on behalf of acme-org").
  {
    re: /\b(on behalf of (?:(?:the )?(?:user|account|organi[sz]ation|org|namespace|team)\s)?)(?!\[redacted-|(?:the|this|that|your|a|an|user|users|account|you|them|him|her|us|its?|their|our|my|another|other)\b)[\p{L}\p{N}](?:[\p{L}\p{N}._-]{0,62}[\p{L}\p{N}_-])?/giu,
    to: `$1${K.id}`,
    needs: ['on behalf of'],
  },
  // The account a client says it got a token for ("Got Copilot token for jdoe").
  {
    re: /\b((?:got|obtained|issued|fetched|refreshed) (?:an? |the )?(?:[\w-]+ ){0,2}token for @?)(?!\[redacted-|(?:the|this|that|your|a|an|user|account|model|api|provider|session|request|org|organization|project|scope|audience)\b)[\p{L}\p{N}](?:[\p{L}\p{N}._-]{0,62}[\p{L}\p{N}_-])?/giu,
    to: `$1${K.id}`,
    needs: ['token for'],
  },
  // The team or entity a CLI names in brackets after the account (`logged in as: [redacted-id]
  // (acme-team)`, wandb's form).
  {
    re: /(\b(?:logged|signed) in(?: to [\w.-]{1,40})? as:? \[redacted-id\] \()(?!\[redacted-)[^()\n]{1,80}(?=\))/gi,
    to: `$1${K.id}`,
    needs: ['in as'],
  },
  // A database account (`'jdoe'@'%'`, MySQL's form): the user and the hosts it may connect from.
  {
    re: /(['"`])[^'"`\s@]{1,64}\1@(['"`])[^'"`\s]{0,255}\2/g,
    to: K.id,
    // The quotes on either side of `@` may differ (`"jdoe"@'%'`): every pair is a needle.
    needs: pairs(["'", '"', '`'], '@', ["'", '"', '`']),
  },
  // A service named in its own error (`The index 'kb' for service 'search-x3f9' was not found`,
  // Azure AI Search): the account's resource name.
  {
    re: /(\bfor (?:the )?(?:search )?service ')(?!\[redacted-)[^'\n./]{1,128}(?=')/gi,
    to: `$1${K.id}`,
    needs: ["service '"],
  },
  // Emails, also with a quoted local part ("john smith"@example.com), unicode local parts and
  // domains (jane@例え.jp), a bare host (admin@localhost) or an address literal (root@[10.0.0.1]).
  // A `/` never starts or sits in one: it is a path's (`extensions/name@vendor.org.xpi`).
  {
    re: /"[^"\n]{1,64}"@(?:\[[0-9A-Fa-f.:]{3,45}\]|[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,8})/gu,
    to: K.email,
    needs: ['"@'],
  },
  {
    re: /(?<![\p{L}\p{N}\p{M}.!#$%&'*+=?^_`{|}~-])[\p{L}\p{N}\p{M}.!#$%&'*+=?^_`{|}~-]{1,64}@(?:\[[0-9A-Fa-f.:]{3,45}\]|localhost\b|[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,8}\.\p{L}{2,24})/gu,
    to: K.email,
    needs: ['@'],
    near: { literal: '@', before: 64 },
  },
  {
    re: /(?<![0-9.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![0-9])/g,
    to: K.ip,
    needs: pairs(DIGITS, '.', DIGITS),
  },
  // An IPv4 address written with dashes names a machine (`192-168-50-241_cb65`, `ip-10-0-1-5`,
  // `ec2-52-1-2-3.compute-1…`): the whole host token. Dates and phone numbers have a group of four.
  {
    re: /(?<![0-9A-Za-z.-])(?:[A-Za-z][A-Za-z0-9]{0,15}-)?(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)-){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![0-9])[A-Za-z0-9_.-]*/g,
    to: K.id,
    needs: pairs(DIGITS, '-', DIGITS),
  },
  // A machine named as a key's value (`hostname=DESKTOP_SILJA`), digits or not: the named-id rule
  // wants a digit, which a machine name need not have.
  {
    re: /(\bhost[_-]?name=)(?!\[redacted-)[A-Za-z0-9][A-Za-z0-9_.-]{1,62}/gi,
    to: `$1${K.id}`,
    needs: ['hostname=', 'host_name=', 'host-name='],
  },
  // The same as a JSON or YAML field (a pino or bunyan log line's `"hostname":"arasea-pc"`): a
  // name of one label is a machine; a dotted one may be the provider's host, which stays.
  {
    re: /(\bhost[_-]?name\\?["']?\s{0,3}:\s{0,3}\\?["']?)(?!\[redacted-|localhost\b)[A-Za-z0-9][A-Za-z0-9_-]{1,62}(?![\w.-])/gi,
    to: `$1${K.id}`,
    needs: ['hostname', 'host_name', 'host-name'],
  },
  // A tracing span's identity field holding a Rust `Option` (`user=Some("E16n1q")`): the named-id
  // rule reads a bare value, not one inside `Some(…)`.
  {
    re: /(\b(?:user|account|org|organi[sz]ation|tenant|project|customer|workspace)(?:_id)?=Some\(\\?["'])(?!\[redacted-)[^"'\\\n]{1,120}(?=\\?["']\))/gi,
    to: `$1${K.id}`,
    needs: ['=some('],
  },
  // A logger's record (pino, bunyan) names the machine beside the process id, dotted or not
  // (`"pid":6622,"hostname":"mac.corp.example"`): a machine's domain is the organisation's.
  {
    re: /(\\?["']pid\\?["']\s{0,3}:\s{0,3}\d{1,10}\s{0,3},\s{0,3}\\?["']hostname\\?["']\s{0,3}:\s{0,3}\\?["'])(?!\[redacted-)[A-Za-z0-9][A-Za-z0-9_.-]{1,253}(?=\\?["'])/gi,
    to: `$1${K.id}`,
    needs: ['hostname'],
  },
  // A machine named after its owner (`Thais-MacBook`, `anna-iMac`; on `.local` or `.lan` the
  // private-suffix rule above takes it whole), and a macOS shell prompt (`host:dir user$`) that
  // names a machine and its user.
  {
    re: /(?<![\w.-])[\w'’-]{1,40}-(?:MacBook(?:-(?:Pro|Air))?|MBP|iMac|Mac-mini|Mac-Studio)(?:-\d{1,3})?(?:\.home)?(?![\w-])/gi,
    to: K.id,
    needs: ['macbook', 'mbp', 'imac', 'mac-mini', 'mac-studio'],
  },
  {
    re: /(?<![\w.-])(?:\[redacted-id\]|(?!\[redacted-)[A-Za-z0-9][\w.-]{0,62}):(~?[\w./~-]{0,120}) (?!\[redacted-)[a-z_][\w-]{0,31}\$(?=\s|$)/gm,
    to: `${K.id}:$1 ${K.id}$$`,
    needs: ['$'],
  },
  // Go's mark for a value printed with the wrong verb (`account %!s(int64=2103891645)`): the
  // value is the program's argument, an id when it is a long number or a string with a digit.
  {
    re: /%!\w\((?:u?int(?:8|16|32|64)?=\d{5,}|string=[^)\s]{0,64}\d[^)\s]{0,64})\)/g,
    to: K.id,
    needs: ['%!'],
  },
  // A temporary directory named after one run by a long number (`/tmp/issue-solver-1762008239822`,
  // a time in milliseconds or a run id): the run's own name.
  {
    re: /(\/tmp\/)(?!\[redacted-)[\w.-]{0,40}?\d{10,}[\w.-]{0,40}/g,
    to: `$1${K.id}`,
    needs: ['/tmp/'],
  },
  // A customization or training job's id in its resource path (`…-customization-job/<base>/<id>`).
  {
    re: /(\b[\w-]{0,40}job\/(?:[\w.:-]{1,80}\/)?)(?!\[redacted-)(?=[a-z0-9]{0,31}\d)[a-z0-9]{8,32}(?![\w-])/g,
    to: `$1${K.id}`,
    needs: ['job/'],
  },
  // A BigQuery reference names its project before a colon (`job 'acme-prod:US.bquxjob_…'`,
  // `Table acme-prod:sales.orders`).
  {
    re: /(?<=\b(?:job|table|dataset|routine)\s{1,3}['"`]?)[a-z][a-z0-9-]{4,29}[a-z0-9](?=:[A-Za-z0-9_[])/gi,
    to: K.id,
    needs: ['job', 'table', 'dataset', 'routine'],
  },
  // A resource named after its tenant, account or project by number (`…_tenant_dataset_7924…`,
  // `org-files-7812345678`): the whole name, which a long number makes one account's.
  {
    re: /(?<![\w.-])(?:[A-Za-z0-9]+[_-])*?(?:tenant|account|org|organi[sz]ation|project|user|workspace|team|customer|subscription)[_-](?:[A-Za-z0-9]+[_-])*?\d{10,}(?![\w-])/gi,
    to: K.id,
    needs: ['tenant', 'account', 'org', 'project', 'user', 'workspace', 'team', 'customer', 'subscription'],
  },
  // Identity fields by name, whatever their value's shape ("project_id":"acme-prod", also escaped
  // inside a string), `<name>_id=value`, and the headers that carry an org or project.
  {
    re: new RegExp(
      String.raw`((?:\\{0,3}")(?:${IDENTITY_FIELDS}|(?:request|job|session|run)(?=[_-]?id))(?:[_-]?(?:id|name|slug|number))?\\{0,3}"\s{0,3}:\s{0,3}\\{0,3}")(?!\[redacted-)[^"\\\n]{1,120}(?=\\{0,3}")`,
      'gi',
    ),
    to: `$1${K.id}`,
    // The quote right before the name (each name alone is a common word).
    needs: [...IDENTITY_FIELD_NEEDLES, 'request', 'job', 'session', 'run'].map((name) => `"${name}`),
  },
  // The same fields in a Lisp or EDN property list (`(:status "NotAuthorized" :user "jdoe")`, an
  // Emacs client's JSON-RPC log).
  {
    re: new RegExp(
      String.raw`((?:^|[\s(\[{]):(?:${IDENTITY_FIELDS}|login|username)(?:[_-]?(?:id|name|login))?\s{1,3}")(?!\[redacted-)[^"\n]{1,120}(?=")`,
      'gim',
    ),
    to: `$1${K.id}`,
    needs: [...IDENTITY_FIELD_NEEDLES, 'login'].map((name) => `:${name}`),
  },
  // A request id a function log prints between its time and its level (Netlify's
  // `12:12:43 AM: 00634a06 ERROR`).
  {
    re: /(\b\d{1,2}:\d{2}:\d{2}(?:\.\d{1,6})?(?: ?[AP]M)?:?[ \t]{1,3})(?!\[redacted-)(?=[0-9a-f]{0,31}\d)(?=[0-9a-f]{0,31}[a-f])[0-9a-f]{8,32}(?=[ \t]{1,3}(?:(?:ERROR|INFO|WARN(?:ING)?|DEBUG|START|END|REPORT)\b|Duration:))/g,
    to: `$1${K.id}`,
    needs: ['error', 'info', 'warn', 'debug', 'duration:', 'start', 'end', 'report'],
  },
  // The same fields in a Python dict's repr, which a wide log wraps after the colon
  // (`'containerInfo':\n      '845248215272'`).
  {
    re: new RegExp(
      String.raw`('(?:${IDENTITY_FIELDS}|consumer)(?:[_-]?(?:id|name|slug|number))?'\s{0,3}:(?:\s{0,3}|[ \t]{0,3}\r?\n[ \t]{0,60})')(?!\[redacted-)[^'\\\n]{1,120}(?=')`,
      'gi',
    ),
    to: `$1${K.id}`,
    needs: [...IDENTITY_FIELD_NEEDLES, 'consumer'].map((name) => `'${name}`),
  },
  {
    re: /\b((?:project|organi[sz]ation|org|user|account|workspace|tenant|team|customer)[_-]?id\s{0,3}[:=]\s{0,3}["'`]?)(?!\[redacted-|(?:not|missing|none|null|undefined|empty|invalid|required)\b)[^\s"'`,;)}\]<>&]{1,120}/gi,
    to: `$1${K.id}`,
    needs: ['id:', 'id=', 'id ', 'id"', "id'", 'id`'],
    // And one of its names: `id ` alone is in "invalid ", "provided ".
    also: ['project', 'org', 'user', 'account', 'workspace', 'tenant', 'team', 'customer'],
  },
  {
    re: /\b((?:x-goog-user-project|openai-organization|openai-project|anthropic-organization-id)\s{0,3}[:=]\s{0,3}["']?)(?!\[redacted-)[^\s"',;)}\]<>]{1,120}/gi,
    to: `$1${K.id}`,
    needs: ['x-goog-user-project', 'openai-organization', 'openai-project', 'anthropic-organization'],
  },
  // Ids typed by a two-letter capital prefix (LiveKit's `AJ_…` jobs, `RM_…` rooms), mixed case with a
  // digit (not an SDK's `AI_APICallError`).
  {
    re: /(?<![A-Za-z0-9_])[A-Z]{2}_(?=[A-Za-z0-9]{0,40}[a-z])(?=[A-Za-z0-9]{0,40}[0-9])[A-Za-z0-9]{10,40}(?![A-Za-z0-9_])/g,
    to: K.id,
    needs: ['_'],
  },
  // The host of a URL with a port of its own (not 443 or 80): a self-hosted endpoint, named for its
  // owner.
  {
    re: /(\b(?:https?|wss?):\/\/)(?!localhost\b|host\.docker\.internal\b|\[redacted-)(?=[a-z0-9-]*[a-z])[a-z0-9-]+(?:\.[a-z0-9-]+)+(?=:(?!443\b|80\b)\d{2,5}\b)/gi,
    to: `$1${K.id}`,
    needs: ['://'],
  },
  // A host on a private name space (a top-level label no public registry hands out: `.internal`,
  // `.corp`, a company's own `.polaris`) where a network error names it: named for its owner.
  {
    re: new RegExp(
      String.raw`(\b(?:https?|wss?):\s?\/\/|\bhost=\\?['"]|\bresolve (?:host:? )?\\?['"]?|\bENOTFOUND |\blookup )(?!localhost\b|host\.docker\.internal\b|\[redacted-)(?:[a-z0-9-]{1,63}\.){1,8}(?!(?:${PUBLIC_TLDS})(?![a-z0-9-]))[a-z][a-z0-9-]{2,62}(?![a-z0-9-]|\.[a-z0-9])`,
      'gi',
    ),
    to: `$1${K.id}`,
    needs: ['://', ': //', 'host=', 'resolve', 'enotfound', 'lookup'],
  },
  // A Kubernetes namespace, often named for a team or a person: after kubectl's `-n`/`--namespace`
  // and in an API path (`/namespaces/<ns>/`); the cluster's own namespaces stay readable.
  {
    re: /(\bkubectl\b[^\n]{0,200}?\s(?:-n|--namespace)[ =]|\/namespaces\/)(?!\[redacted-|(?:default|kube-system|kube-public|kube-node-lease)(?![\w-]))(?=[a-z0-9-]*[a-z])[a-z0-9][a-z0-9-]{0,62}(?![\w-])/g,
    to: `$1${K.id}`,
    needs: ['kubectl', '/namespaces/'],
  },
  // An owner named as a key=value pair in a log line (`Team=abc`, `Org=acme`), whatever its shape.
  {
    re: /\b((?:Team|Org|Organi[sz]ation|Project|Account|Workspace|Tenant|Customer|User)=)(?!\[redacted-)[^\s,;)}\]"'&]{1,80}/g,
    to: `$1${K.id}`,
    needs: [
      'team=',
      'org=',
      'organization=',
      'organisation=',
      'project=',
      'account=',
      'workspace=',
      'tenant=',
      'customer=',
      'user=',
    ],
  },
  // A record key of capitals and digits (a library item's `923TBLFQ`), both kinds mixed; not a piece of
  // a base64 run (`+`, `/` and `=` beside it), which the long-run rule takes whole.
  {
    re: /(^|[^A-Za-z0-9_+/=-])(?=[A-Z0-9]{0,15}[0-9])(?=[A-Z0-9]{0,15}[A-Z][A-Z0-9]{0,15}[A-Z])[A-Z0-9]{8,16}(?![A-Za-z0-9_+/=-])/g,
    to: `$1${K.id}`,
    // A capital beside a digit, folded by the scan (the run holds both kinds).
    needs: LETTER_DIGIT,
  },
  // A support code a provider prints for its own lookups ("Support code: 42876398").
  {
    re: /\b(support code:?\s{0,3})\d{6,12}\b/gi,
    to: `$1${K.id}`,
    needs: ['support code'],
  },
  // A Windows machine's generated name (`DESKTOP-7QX2ABC`, `LAPTOP-…`, `WIN-…`): one person's machine.
  {
    re: /(?<![\w-])(?:DESKTOP|LAPTOP|WIN)-[A-Z0-9]{5,15}(?![\w-])/g,
    to: K.id,
    needs: ['desktop-', 'laptop-', 'win-'],
  },
  // Phone numbers: a mainland Chinese mobile number (11 digits from 13 to 19) named as a phone
  // (a buffer's size of 11 digits is not one), or an international number written with its
  // country code and digits in groups.
  {
    re: /(?<![\w.+-])(?=1[3-9]\d{9}(?![\w.]))(?<=(?:手机号?|电话|联系|号码|微信|\btel|\bphone|\bmobile|\bwhatsapp)[^\n\d]{0,12})1[3-9]\d{9}(?![\w.])/giu,
    to: K.id,
    needs: pairs(['1'], '', [...'3456789']),
    // The number comes first in the pattern: a look-behind first would run at every position. The
    // word that names it is screened too (its look-behind ran at every digit pair: 100 ns a
    // character); `whatsapp` as `what`: with `iu`, `ſ` matches `s`, which the scan does not fold.
    also: ['手机', '电话', '联系', '号码', '微信', 'tel', 'phone', 'mobile', 'what'],
  },
  {
    re: /(?<![\w+])\+\d{1,3}[ -](?:\(\d{1,4}\)[ -]?)?\d{2,4}(?:[ -]\d{2,4}){1,4}(?![\w])/g,
    to: K.id,
    needs: ['+'],
  },
  // An international number written whole (`+436501234567`, `whatsapp:+14155550100`) or masked
  // at its end (`+43650XXXXXXX`, as masked keys are: the visible part still names the person).
  {
    re: /(?<![\w+])\+[1-9](?:\d{7,14}|\d{2,12}[Xx*•]{2,12}\d{0,4})(?![\w*•])/g,
    to: K.id,
    needs: pairs(['+'], '', [...'123456789']),
  },
  // The account a provider names in parentheses after "you" ("you (jdoe) have reached your
  // weekly usage limit").
  {
    re: /\b(you \()(?!\[redacted-)[\p{L}\p{N}._-]{1,64}(?=\))/giu,
    to: `$1${K.id}`,
    needs: ['you ('],
  },
  // A shell prompt's user@host ("jdoe@build-01:~/src$", "[root@k8s-test ~]#", zsh's "jdoe@Jane-MacBook ~ %").
  {
    re: /(?<![\w.@-])[\w.-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){0,4}(?=:[~/]| [~/\w.-]{0,200}\][#$]| [~/][^\s]{0,200} [%$#](?: |$))/gm,
    to: K.id,
    needs: ['@'],
    near: { literal: '@', before: 64 },
  },
  // A login at a machine with a bare name (`ssh deploy@ci-runner-03`), or at one a rule above
  // already redacted (`jdoe@[redacted-id]`), lowercase or a Windows machine's capitals
  // (`jdoe@DESKTOP-4K2`): the user names a person. Not a package's tag or alias (`pkg@latest`,
  // `alias@npm:pkg`), a version (`node@20`, `mod@v1.2.3`), a scoped path or a model at its
  // provider (`gpt-4o@OpenAI`, `qwen@proxy`).
  {
    re: /(?<![\w.@/+-])(?!\[redacted-)[A-Za-z_][\w.-]{0,63}@(?:\[redacted-(?:id|ip)\]|(?!(?:latest|next|beta|alpha|canary|rc|stable|nightly|dev|main|master|head|edge|experimental|insiders|preview|lts|v\d|proxy|local|api|default|openai|azure|anthropic|google|gemini|vertex|bedrock|aws|ollama|vllm|hf|huggingface|npm|jsr|git|github|file|link|workspace|patch|portal)(?![\w-]))(?:[a-z][a-z0-9_-]{0,62}|[A-Z][A-Z0-9-]{0,61}[0-9-][A-Z0-9-]*)(?![\w.@/+-]))/g,
    to: K.id,
    needs: ['@'],
    near: { literal: '@', before: 64 },
  },
  // A long run of lowercase letters after the word (`organization obvuvxiwlnxiqkhythab`, a project
  // ref of 20): no English word after these names is that long, and an id need hold no digit.
  {
    re: /\b((?:[Oo]rgani[sz]ations?|[Oo]rgs?|[Pp]rojects?|[Aa]ccounts?|[Ww]orkspaces?|[Tt]enants?|[Tt]eams?|[Ss]ubscriptions?)\s{1,3}[`'"]?)(?!\[redacted-)[a-z]{16,64}\b/g,
    to: `$1${K.id}`,
    needs: ['org', 'project', 'account', 'workspace', 'tenant', 'team', 'subscription'],
  },
  // An organization id after the word, whatever its shape (`organization org_test`).
  {
    re: /(\borgani[sz]ation\s{1,3}[`'"]?)(?!\[redacted-)org[-_][A-Za-z0-9_-]{2,64}/gi,
    to: `$1${K.id}`,
    needs: [
      'organization org',
      'organisation org',
      'organization `org',
      "organization 'org",
      'organization "org',
    ],
  },
  // A bare 16-19 digit hex id (a trace or span id in a header value), letters and digits mixed, or
  // a decimal one (a snowflake or session number); 20 and more are long runs, redacted below.
  {
    // The character before is matched (a lookbehind in front is tried at every position).
    re: /(^|[^0-9A-Za-z_-])(?:(?=[0-9a-f]{0,18}[a-f])(?=[0-9a-f]{0,18}[0-9])[0-9a-f]{16,19}|(?<![0-9][.,])[0-9]{16,19})(?![0-9A-Za-z_-])/g,
    to: `$1${K.id}`,
    // Hex with a digit beside a letter, or two digits: the decimal run holds no literal of its own,
    // but texts without two digits in a row are half of those redacted.
    needs: HEX_MIX.concat(pairs(DIGITS, '', DIGITS)),
  },
  // An opaque reference in parentheses, digits and both cases mixed as random text is ("Prediction
  // failed: … (E001) (1cah9wlWR9)"): no word or name is written so.
  {
    re: /\((?=[A-Za-z0-9]{0,39}\d)(?=[A-Za-z0-9]{0,39}[a-z][A-Za-z0-9]{0,39}[A-Z]|[A-Za-z0-9]{0,39}[A-Z][A-Za-z0-9]{0,39}[a-z])(?=(?:[A-Za-z0-9]{0,36}?(?:[a-z][A-Z]|[A-Z][a-z]|\d[A-Za-z]|[A-Za-z]\d)){4})[A-Za-z0-9]{8,40}\)/g,
    to: `(${K.id})`,
    // The bracket, and a digit beside a letter (the reference mixes them).
    needs: ['('],
    also: LETTER_DIGIT,
  },
  // A log line's short request or context id at the end of its bracket, lower-case letters and
  // digits switching as random text does ("[Api:MachineLearningRepository~xx39mh3a]"): a model or
  // version name in brackets switches once or twice ("[gpt4o]", "[v1beta]").
  {
    // After a logger context's tilde any mix of letters and digits does ("~u9hsyes5]"): nothing
    // else is named there.
    re: /(?:(?<=~)(?=[a-z0-9]{0,11}[a-z])|(?<=[[~#])(?=(?:[a-z0-9]{0,10}?(?:\d[a-z]|[a-z]\d)){3}))(?=[a-z0-9]{0,11}\d)[a-z0-9]{6,12}(?=\])/g,
    to: K.id,
    needs: [']'],
    also: LETTER_DIGIT,
  },
  // A resource's name made of a short word and a random hex suffix, letters and digits mixed
  // ("msb-acf90f52", a sandbox's or container's name; "sim_5b51d97e53f9", a run's): the suffix is
  // its identifier.
  {
    re: /\b([a-z][a-z0-9]{1,15}[-_])(?=[0-9a-f]{0,11}\d)(?=[0-9a-f]{0,11}[a-f])[0-9a-f]{8,12}\b(?![-.\w])/g,
    to: `$1${K.id}`,
    // The hyphen or underscore and the suffix's first hex digit.
    needs: pairs(['-', '_'], '', HEX),
    also: HEX_MIX,
  },
  // A compute resource named by a short random token after its kind ("Failed to start sandbox
  // p8h3d8", "container 7x2k9q4m"): digits on both sides of letters, as random text mixes them;
  // a word with a version after it ("python311", "llama3") stays.
  {
    re: /\b((?:[Ss]andbox|[Cc]ontainer|[Ii]nstance|[Pp]od|[Mm]achine|[Dd]evbox|[Mm]icro[Vv][Mm]|VM) )(?!\[redacted-)(?=[a-z0-9]{0,37}\d[a-z]+\d)[a-z0-9]{5,40}(?![\w.-])/g,
    to: `$1${K.id}`,
    needs: ['sandbox ', 'container ', 'instance ', 'pod ', 'machine ', 'devbox ', 'microvm ', 'vm '],
    also: LETTER_DIGIT,
  },
  // A worker's id glued to the level of each of its log lines ("yuvi40pj18dlj6[error]", RunPod's
  // workers): letters and digits mixed.
  {
    re: /(?<![\w-])(?=[a-z0-9]{0,39}\d)(?=[a-z0-9]{0,39}[a-z])[a-z0-9]{8,40}(?=\[(?:error|warn(?:ing)?|info|debug|trace)\])/g,
    to: K.id,
    needs: ['[error]', '[warn', '[info]', '[debug]', '[trace]'],
    also: LETTER_DIGIT,
  },
  // A short hex id a log line puts in brackets, letters and digits mixed ("[1d7576a0] [warn ]").
  {
    re: /\[(?=[0-9a-f]{0,14}[a-f])(?=[0-9a-f]{0,14}[0-9])[0-9a-f]{8,15}\]/g,
    to: `[${K.id}]`,
    needs: ['['],
    also: HEX_MIX,
  },
  // A request id after a name that ends in `req` or `request` and a colon ("ccreq:74bd7821").
  {
    re: /(\b[a-z]{0,8}req(?:uest)?[:=#])(?!\[redacted-)[0-9a-f]{8,64}(?![0-9A-Za-z])/gi,
    to: `$1${K.id}`,
    needs: ['req:', 'req=', 'req#', 'request:', 'request=', 'request#'],
  },
  // IPv6 addresses: compressed (2001:db8::1, fe80::1%eth0, also after a label's colon and before a
  // port or suffix) with a digit somewhere, or all eight groups; not the bare `::`, `::0` or `::1`.
  {
    re: /(?<![0-9A-Za-z.]|[0-9A-Fa-f]:|:(?=:))(?!::[01]?(?![0-9A-Fa-f]))(?=[0-9A-Fa-f:]*[0-9])(?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4}){0,6})?::(?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4}){0,6})?(?:%[\w.-]{1,32})?(?![0-9A-Za-z])/g,
    to: K.ip,
    needs: ['::'],
  },
  {
    re: /(?<![0-9A-Za-z.]|[0-9A-Fa-f]:)(?:[0-9A-Fa-f]{1,4}:){7}[0-9A-Fa-f]{1,4}(?![0-9A-Za-z])/g,
    to: K.ip,
    // A hex digit either side of a colon, and the first colon within five units of the start.
    needs: pairs(HEX, ':', HEX),
    near: { literal: ':', before: 4 },
  },
  // Azure resource paths name the customer's resource group and resource, digits or not.
  {
    re: /(\/resourceGroups\/|\/providers\/[\w.]{1,80}\/[A-Za-z]{1,40}\/)(?!\[redacted-)[^/\s"'`?#,;)}\]<>]{1,90}/gi,
    to: `$1${K.id}`,
    needs: ['/resourcegroups/', '/providers/'],
  },
  // A machine's name that DNS could not resolve, with no domain and a number in it
  // (`ENOTFOUND lu-prd-ct-vllm-01`): a company's host naming scheme. Service names (`mongo`) stay.
  {
    re: /(?<=\b(?:ENOTFOUND|EAI_AGAIN|dial tcp: lookup|Could not resolve host:?|getaddrinfo [A-Z_]+)\s{1,3})(?!localhost\b|\[redacted-)(?=[A-Za-z0-9_-]*\d)[A-Za-z][A-Za-z0-9_-]{1,62}(?![A-Za-z0-9_.-])/g,
    to: K.id,
    needs: ['enotfound', 'eai_again', 'lookup', 'resolve host', 'getaddrinfo'],
  },
  // A conda or virtualenv environment's folder (`…/envs/jdoe_swe_250321/lib/python3.11/…`, also
  // JSON-escaped): named by its user, often after themselves. Before the home paths, which may
  // swallow the `envs` above it.
  {
    re: /(?<=[\\/]envs(?:\\{1,4}|\/))(?!\[redacted-)[^\\/\s"'`<>]{1,64}(?=(?:\\{1,4}|\/)(?:lib|Lib|bin|Scripts|include|share|conda-meta)\b)/g,
    to: K.id,
    needs: ['envs/', 'envs\\'],
  },
  // A path an editor cut at its start (`...jdoe/.vim/plugged/…`, Neovim's stack traces): the folder
  // before a home's dot-folder is the home's, named by its user.
  {
    re: /(?<=\.\.\.)(?!\[redacted-)[^\\/\s"'`<>.][^\\/\s"'`<>]{0,63}(?=[\\/]\.(?:vim|nvim|local|config|cache|emacs\.d|vscode(?:-server)?|cursor|npm|nvm|pyenv|conda|cargo|rustup|claude|codex|gemini|m2|gradle|oh-my-zsh|bun|deno|volta)[\\/])/g,
    to: K.id,
    needs: ['/.', '\\.'],
    also: ['...'],
  },
  // A dashboard address that names the account and its resource (Hugging Face Inference
  // Endpoints: `endpoints.huggingface.co/<namespace>/endpoints/<name>`).
  {
    re: /(?<=endpoints\.huggingface\.co\/(?:[^/\s"'()[\]<>]{1,100}\/endpoints\/)?)(?!\[redacted-)(?!endpoints\/)[^/\s"'()[\]<>]{1,100}/g,
    to: K.id,
    needs: ['endpoints.huggingface.co/'],
  },
  // A web server's site folder (`/var/www/acme-app-staging/…`, `/srv/www/…`): named after the
  // organization or project it serves.
  {
    re: /(?<=\/(?:var|srv)\/www\/)(?!\[redacted-)(?!html\/|html$)[^\\/\s"'`<>]{1,100}(?=\/)/g,
    to: K.id,
    needs: ['/www/'],
  },
  // A user's folder in a file-sync server's data directory (Nextcloud's and ownCloud's
  // `data/<user>/files/…`): named by its user, like a home.
  {
    re: /(\/data\/)(?!\[redacted-)[^\\/\s"'`<>|]{1,64}(?=\/(?:files|files_versions|files_trashbin|files_encryption|uploads|cache)\/)/g,
    to: `$1${K.id}`,
    needs: ['/data/'],
  },
  // The root user's home (`/root/app/…`): a home path like the ones below.
  {
    re: /(?<![\w.~-])\/root\//g,
    to: K.home,
    needs: ['/root/'],
  },
  // A user's folder on a numbered data disk (`/ssd1/<n>/…`, `/data2/<n>/…`), as shared servers lay
  // out their users' space: a home path like the ones below.
  {
    re: /(?<![\w.~-])\/(?:ssd|hdd|nvme|disk|data)\d{1,2}\/[a-z][\w.-]{0,31}\//g,
    to: K.home,
    needs: ['/ssd', '/hdd', '/nvme', '/disk', '/data'],
  },
  // User home paths: /Users/<n>/, /home/<n>/, C:\Users\<n>\ (also JSON-escaped), and a text cut
  // just after the root's slash (`Users/<n>/…` at its start). A name may hold spaces
  // (`C:\Users\Jane Doe\`) when a separator ends it.
  // A home whose user name someone already cut out (`/Users//.gemini/…`): the home all the same.
  {
    re: /\/(?:Users|home)\/\/(?=\S)/g,
    to: K.home,
    needs: ['users', 'home'],
  },
  {
    // A name in angle, square or curly brackets is a placeholder someone wrote for a user name:
    // redacted the same.
    re: /(?:(?:[A-Za-z]:)?(?:\\{1,4}|\/)|^)(?:Users|home|Documents and Settings)(?:\\{1,4}|\/)(?:<[\w.-]{1,64}>|\[[\w.-]{1,64}\]|\{[\w.-]{1,64}\}|[^\\/\s"'`<>|:;,()[\]{}]{1,128}(?:(?: [^\\/\s"'`<>|:;,()[\]{}]{1,64}){1,3}(?=\\{1,4}|\/))?)(?:\\{1,4}|\/)?/gi,
    to: K.home,
    needs: ['users', 'home', 'documents and settings'],
  },
  // A project's folder in a home's workspace folders (`~/GitHub/acme-billing/…`,
  // `~/Documents/projects/…`, `~/source\repos\…`), once the home is `~/`: named after the project
  // or its organization. A runner's own folders (`~/work/_actions/…`) start with `_`.
  {
    re: new RegExp(
      String.raw`(?<=~\/(?:${WORKSPACE_FOLDER})+)(?!${WORKSPACE_FOLDER})(?!\[redacted-|[._])[^\\/\s"'\`<>|:;,()[\]{}]{1,100}(?=\\{1,4}|\/)`,
      'g',
    ),
    to: K.id,
    needs: ['users', 'home', '/root/', '~/'],
    also: [
      'git',
      'src',
      'code',
      'project',
      'repos',
      'dev',
      'work',
      'documents',
      'desktop',
      'downloads',
      'sites',
      'source',
    ],
  },
  // A home path flattened into one folder name, as Claude Code names a project's folder after its
  // path (`-Users-anna-projects-x`, `-home-anna-…`, on Windows `C--Users-anna-…`): the name after
  // `Users` or `home`.
  {
    re: /(?<![\w-])(?:[A-Za-z]-)?-(?:Users|home)-[A-Za-z0-9._]{1,64}-/g,
    to: K.home,
    needs: ['-users-', '-home-'],
  },
  // A chat platform's user or channel number in a session key (`…:telegram:direct:8320577714`,
  // `discord:1475157287927812277`): who the agent talked to.
  {
    re: /(\b(?:telegram|discord|slack|whatsapp|signal|feishu|lark)(?::[A-Za-z_]{1,20}){0,3}:)-?\d{6,}/gi,
    to: `$1${K.id}`,
    needs: ['telegram', 'discord', 'slack', 'whatsapp', 'signal', 'feishu', 'lark'],
  },
  // A Matrix id (`@user:server`, `!room:server`, `#alias:server`, `$event:server`; URL-encoded in
  // a path): who or which room, on whose homeserver. A protobuf `@type:` is not one.
  {
    re: /(?<![\w.%!@#$-])(?!@type:)(?:[!@#$]|%(?:40|21|23|24))[A-Za-z0-9_=+-]{1,255}(?::|%3A)(?:[A-Za-z0-9-]{1,63}\.)+[A-Za-z]{2,24}(?::\d{1,5})?(?![\w.-])/gi,
    to: K.id,
    needs: [':', '%3a'],
  },
  // A Matrix homeserver, named by the client-server API's path (`https://<server>/_matrix/…`);
  // matrix.org's public ones are kept.
  {
    re: /(?<=\/\/)(?!(?:[\w-]+\.)*matrix\.org(?![\w.-]))[A-Za-z0-9.-]{1,253}(?=(?::\d{1,5})?\/_matrix\/)/g,
    to: K.id,
    needs: ['/_matrix/'],
  },
  // A log line's host or service column after the address it logged (`… 10.1.2.3
  // shop.orders.cron - …`): a dotted name of three parts or more, its owner's.
  {
    re: /((?:\[redacted-ip\]|(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}) )[a-z][\w-]{0,62}(?:\.[a-z][\w-]{0,62}){2,}(?= )/g,
    to: `$1${K.id}`,
    // The address is a marker by now, or still a raw one, which holds a digit before a dot.
    needs: ['[redacted-ip] ', ...DIGITS.map((d) => `${d}.`)],
  },
  // A vector store's collection named in a request path (`/collections/<name>/points`): the user's data.
  {
    re: /(\/collections\/)(?![{:<]|\[redacted-)[A-Za-z0-9][\w.-]{0,127}/g,
    to: `$1${K.id}`,
    needs: ['/collections/'],
  },
  // The user a WebSocket API logs before the address it connected from (Home Assistant's "Error
  // handling message: … (unknown_error) Anna from 192.168.0.5 (…)").
  {
    re: /\b(Error handling message: [^\n]{0,200}?\(\w+\) )(?!\[redacted-)[^\s()][^()\n]{0,40}?(?= from (?:\d{1,3}(?:\.\d{1,3}){3}|\[redacted-ip\]))/g,
    to: `$1${K.id}`,
    needs: ['error handling message'],
  },
  // A folder at a drive's root, named by its owner (`E:\\ComfyUI_anna\\…`): not a system folder, a
  // user's own, which may hold their name as a home folder does.
  {
    re: /(?<![\w\\])([A-Za-z]:\\{1,4})(?!\[redacted-|(?:Users|Windows|Program Files(?: \(x86\))?|ProgramData|Documents and Settings)(?:\\|$))[^\\/\s"'`<>|:;,()[\]{}]{1,64}(?=\\)/g,
    to: `$1${K.id}`,
    needs: [':\\'],
  },
  // A path segment that is a long number: a job's or upload's folder (`inputs/5203382281/file_84.pdf`),
  // an account's, project's or message's id at a URL's end (`…:8890/22515376012)`, where a markdown
  // link repeats its text in its target).
  {
    re: /(?<=[\w-]\/)\d{8,}(?=[/?#)\s"']|$)/g,
    to: K.id,
    needs: pairs([...LETTERS, ...DIGITS, '-', '_'], '/', DIGITS),
  },
  // A shorter number inside an API host's path (`https://api.infomaniak.com/1/ai/101376/openai/…`):
  // an account's or product's id the API is scoped by. A version segment (`/1/`, `/v2/`) is short.
  {
    re: /(?<=\bhttps?:\/\/api\.[^\s/"'<>]{1,100}(?:\/[^\s/"'<>]{1,100}){0,8}\/)\d{5,7}(?=\/)/g,
    to: K.id,
    needs: ['://api.'],
  },
  // A folder straight under a data mount (`/data/aitest/…`, `/mnt/acme-team/…`, `/srv/jdoe/…`): the
  // mount is shared, the folder its owner's or project's own, like a home folder or a drive root's.
  // Generic folders (`/data/models/`, `/mnt/c/`, `/srv/www/`) stay.
  {
    re: /(?<=(?<![\w.~-])\/(?:data\d*|mnt|srv|scratch|storage|nfs|share)\/)(?!\[redacted-|(?:[a-z]|data\d*|home|users?|shared?|public|models?|cache|tmp|temp|datasets?|logs?|projects?|src|apps?|code|workspaces?|work|repos?|\.?venv|conda|opt|lib|bin|docker|volumes?|backups?|www|http|git|ftp|wsl|input|output|outputs)(?:\/|$))[^\\/\s"'`<>:;,()[\]{}~]{1,64}(?=\/)/gi,
    to: K.id,
    needs: ['/data', '/mnt/', '/srv/', '/scratch/', '/storage/', '/nfs/', '/share/'],
  },
  // A removable disk mounted under its user's name (`/media/tom/…`, `/run/media/anna/…`).
  {
    re: /(?<=\/media\/)(?!\[redacted-)[^\\/\s"'`<>]{1,64}(?=\/)/g,
    to: K.id,
    needs: ['/media/'],
  },
  // A folder named by a staff number (one letter and six or seven digits, as SAP's D-, I- and
  // C-numbers: `/data/d064754/repos/`): a person's account, like a home folder's name.
  {
    re: /(?<=[\\/])[A-Za-z]\d{6,7}(?=[\\/])/g,
    to: K.id,
    // A letter before a digit (folded by the scan), then a separator: the separators alone are in
    // most texts.
    needs: pairs(LETTERS, '', DIGITS),
    also: ['/', '\\'],
  },
  // An account's login under its JSON key (`"email":"lexli03"`, `"username": "…"`), an address or
  // not: whatever it holds names a person.
  {
    re: /("(?:e-?mail|user_?name|login|account_?name)\\?"\s{0,2}:\s{0,2}\\?")(?!\[redacted-)[^"\\\n]{2,200}(?=\\?")/gi,
    to: `$1${K.id}`,
    needs: ['mail"', 'mail\\"', 'name"', 'name\\"', 'login"', 'login\\"'],
  },
  // A Discord account's tag (`yakonche#0`, `name#1234`): the name, then its discriminator.
  {
    re: /(?<![\w#@./-])[A-Za-z0-9_.]{2,32}#(?:0|\d{4})(?![\w#])/g,
    to: K.id,
    needs: pairs(LETTERS, '#', DIGITS).concat(pairs(DIGITS, '#', DIGITS), pairs(['_', '.'], '#', DIGITS)),
  },
  // A log's own random id in brackets after the line's level (`[info] [g1jvlalf] [ImageReader]`): the
  // session or request the log tags every line with; a word (`[main]`, `[agent]`) has no digit.
  {
    re: /(\[(?:info|error|warn|warning|debug|trace|fatal)\] \[)(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{6,24}(?=\])/gi,
    to: `$1${K.id}`,
    needs: ['info] [', 'error] [', 'warn] [', 'warning] [', 'debug] [', 'trace] [', 'fatal] ['],
  },
  // A server-rendered error's digest (`{ digest: '1501409318' }`, Next.js): it names one failure of
  // one deployment.
  {
    re: /(\bdigest\W{0,3}\s{0,2}['"]?)\d{6,}/gi,
    to: `$1${K.id}`,
    needs: ['digest'],
  },
  // A self-hosted GitLab's host (`gitlab.dpipwe.tas.gov.au`): the organization that runs it.
  {
    re: /\b(gitlab\.)(?!com\b|io\b)[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,5}\b/gi,
    to: `$1${K.id}`,
    needs: ['gitlab.'],
  },
  // FreshRSS's log names the user a line is about (`FreshRSS[46]: [tommy] [Fri, …]`).
  {
    re: /(\bFreshRSS\[\d+\]: \[)[^\]\s]{1,64}(?=\])/g,
    to: `$1${K.id}`,
    needs: ['freshrss['],
  },
  // A self-hosted Nextcloud's host, known by its paths (`https://cloud.aksoft.org/ocs/v2.php/…`):
  // the person or organization that runs it.
  {
    re: /(https?:\/\/)(?!\[redacted-)[A-Za-z0-9.-]{1,200}(?=(?::\d{1,5})?\/(?:ocs\/v[12]\.php|remote\.php|index\.php\/apps)\/)/g,
    to: `$1${K.id}`,
    needs: ['/ocs/v', '/remote.php/', '/index.php/apps/'],
  },
  // A temporary file named at random for one run (`/tmp/copaw_query_error_xktknyfd.json`): the
  // random part after the last `_` or `-` of its name.
  {
    re: /(\/tmp\/(?:[\w.-]{1,60}\/)?[\w.-]{0,60}?[_-])(?!redacted)[a-z0-9]{6,12}(?=\.\w{1,6}\b|[\s"')\]]|$)/gi,
    to: `$1${K.id}`,
    needs: ['/tmp/'],
  },
  // Any JSON key that names an id (`"guardrailId": "h7t5aokrpe1n"`, `"thread_id": "…"`) holds one,
  // whatever the name, when the value has a digit; a model's id names the model and stays.
  {
    re: /("(?!model)[a-z][A-Za-z]{1,40}(?:Id|_id)\\?"\s{0,2}:\s{0,2}\\?")(?!\[redacted-)(?=[\w.:-]*\d)[A-Za-z0-9][\w.:-]{5,120}(?=\\?")/g,
    to: `$1${K.id}`,
    needs: ['id"', 'id\\"'],
  },
  // Beside the rule above: a request's, trace's or job's id under its JSON key is one in letters
  // alone too ("requestId": "vwrypm").
  {
    re: /("(?:request|trace|span|call|job|run|session|correlation)(?:Id|_id|ID)\\?"\s{0,2}:\s{0,2}\\?")(?!\[redacted-)[A-Za-z0-9][\w.:-]{3,120}(?=\\?")/gi,
    to: `$1${K.id}`,
    needs: ['id"', 'id\\"'],
    also: ['request', 'trace', 'span', 'call', 'job', 'run', 'session', 'correlation'],
  },
  // A hex id shown cut short by an ellipsis (`Task 01a004f7d1e7-… Failed`, a UUID's first groups):
  // the part shown is still the id. Two digits and two letters, as below.
  {
    re: /(?<![\w.#:/\\*(-])(?=[0-9a-fA-F]{0,11}\d[0-9a-fA-F]{0,11}\d)(?=[0-9a-fA-F]{0,11}[a-fA-F][0-9a-fA-F]{0,11}[a-fA-F])[0-9a-fA-F]{6,12}(?:-[0-9a-fA-F]{1,12}){0,4}-?(?=…|\.\.\.)/g,
    to: K.id,
    needs: HEX_MIX,
    also: ['…', '...'],
  },
  // Last: a short hex id a proxy or router logs for a request (`start be2f75`), six to twelve hex
  // digits with two digits and two letters, standing alone (not a masked key's tail, not a code
  // in brackets such as an HRESULT).
  {
    re: /(?<![\w.#:/\\*(-])(?=[0-9a-f]{0,11}\d[0-9a-f]{0,11}\d)(?=[0-9a-f]{0,11}[a-f][0-9a-f]{0,11}[a-f])[0-9a-f]{6,12}(?![\w.:/\\*)-])/g,
    to: K.id,
    needs: HEX_MIX,
  },
];

/** The redaction rules in order, each with the needles that screen it (tests prove the screens sound). */
export const REDACTIONS: readonly Readonly<Rule>[] = RULES;

// Runs of 20+ token characters: redacted unless they read as words, numbers and short versions.
const LONG_RUN = /(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/=_-]{20,}/g;
const HEX_RUN = /[0-9a-fA-F]{20,}/;
/** Whether a text holds a run {@link LONG_RUN} could match: 20 token characters in a row. */
const ANY_LONG_RUN = /(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/=_-]{20}/;
// Padded base64: a multiple of four characters ending in "=" or "==".
const BASE64_PADDED = /^[A-Za-z0-9+/]{18,}={1,2}$/;
const SEPARATORS = /[/_=-]+/;
const WORD_CHUNK = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g;
/** Characters of random-looking segments a run may hold before it counts as a secret. */
const RANDOM_BUDGET = 8;

const VOWELS = /[aeiouy]/gi;
const UPPER = /[A-Z]/g;
const TRIPLE = /(.)\1\1/;
const CONSONANT_RUN = /[^aeiouy]{6}/i;

/** True when one CamelCase/snake chunk reads like a word: some vowels, no "aaa", no long consonant run. */
function wordChunk(chunk: string): boolean {
  if (TRIPLE.test(chunk)) return false;
  if (/^[A-Z]{1,5}$/.test(chunk)) return true; // acronyms: API, HTTP, TPM
  if (chunk.length < 2 || CONSONANT_RUN.test(chunk)) return false;
  const vowels = chunk.match(VOWELS)?.length ?? 0;
  return vowels > 0 && vowels / chunk.length <= 0.7;
}

/** True when a letters-only segment reads like words (CamelCase, snake parts, acronyms). */
function wordLike(segment: string): boolean {
  // Mostly capitals with some lower case ("AACEAJAabP") is base64, not CamelCase.
  const upper = segment.match(UPPER)?.length ?? 0;
  if (segment.length >= 6 && upper > segment.length / 2 && upper < segment.length) return false;
  let short = 0;
  for (const chunk of segment.match(WORD_CHUNK) ?? []) {
    if (!wordChunk(chunk)) return false;
    if (chunk.length <= 2 && ++short >= 3) return false; // "AAbAAgAB": chunk soup, not words
  }
  return true;
}

function redactLongRun(run: string): string {
  if (HEX_RUN.test(run) || run.includes('+') || (run.length % 4 === 0 && BASE64_PADDED.test(run)))
    return K.secret;
  let random = 0;
  for (const seg of run.split(SEPARATORS)) {
    if (/^[0-9]*$/.test(seg)) continue;
    if (/[0-9]/.test(seg) || !wordLike(seg)) random += seg.length;
  }
  return random >= RANDOM_BUDGET ? K.secret : run;
}

// A marker left at a line end followed by a wrapped continuation of the same secret.
const WRAPPED_TAIL =
  /(\[redacted-(?:key|token|secret|id|query)\])(?:\r?\n|\\n)[ \t]*[A-Za-z0-9_\-+/=.%&~*:]{1,400}/g;
// The same once the line break was read as a space: a random-looking token (capitals, small
// letters and digits) right after a marker is the rest of the id (`thread_Ty94…` cut at the edge).
const FLAT_WRAPPED_TAIL =
  /(\[redacted-(?:key|token|secret|id|query)\]) (?=[\w-]{0,63}\d)(?=[\w-]{0,63}[a-z])(?=[\w-]{0,63}[A-Z])[\w-]{10,64}(?![\w-])/g;

/**
 * Redacts secrets and identifiers: API keys (sk-…, sk-ant-…, AIza…, AKIA…, ghp_/gho_/github_pat_…,
 * xox…), bearer/basic tokens, JWTs, `key=`/`token=`/`api_key`/`password` query or JSON values,
 * org-/proj_/acct ids, organization/project/account numbers after words like "organization",
 * "project", "account", UUIDs, request ids (req_…, request_id values), long hex/base64 runs (≥ 20),
 * emails, IPv4 and IPv6 addresses, Azure resource groups and resource names in resource paths, user home paths (/Users/<n>/, /home/<n>/, C:\Users\<n>\ → ~/), URLs'
 * query strings, and names that point at their owner: hosts on private name spaces and tunnels,
 * shell prompts and log-line hosts and services, Kubernetes namespaces, chat platforms' user ids
 * (Matrix ids and private homeservers too), Azure deployments their owner named, vector stores'
 * collections in request paths, `Team=`-style owners. Each replacement is a fixed marker such as `[redacted-key]`, `[redacted-id]`, `~/`.
 */
export function redact(text: string): string {
  const unwrapped = unwrapSecrets(text);
  return redactRules(text.includes('|') ? redactComposeNames(text, unwrapped) : unwrapped);
}

// Every rule's needles, found in one scan of the lowercased text.
const NEEDLES: string[] = [...new Set(RULES.flatMap((r) => [...(r.needs ?? []), ...(r.also ?? [])]))];
for (const n of NEEDLES)
  if (n !== n.toLowerCase()) throw new Error(`redaction needle must be lowercase: ${n}`);
const NEEDLE_SCAN = new LiteralScanner(NEEDLES);
const needleIds = (needles: readonly string[] | undefined) =>
  needles ? Int32Array.from(needles.map((n) => NEEDLES.indexOf(n))) : null;
const ALSO_IDS: (Int32Array | null)[] = RULES.map((r) => needleIds(r.also));
const ALSO_MASKS = ALSO_IDS.map((ids) => (ids ? NEEDLE_SCAN.maskOf(ids) : null));
/** Words of a mask with one bit per rule. */
const RULE_WORDS = (RULES.length + 31) >>> 5;
/** The rules without needles (they always pass the first screen), as a mask. */
const UNSCREENED = new Uint32Array(RULE_WORDS);
/**
 * The rules each needle lets through: `RULES_OF_NEEDLE[RULES_START[id] .. RULES_START[id + 1])`, so a
 * text meets only the rules of the needles it holds.
 */
const ruleLists: number[][] = NEEDLES.map(() => []);
RULES.forEach((rule, r) => {
  if (!rule.needs) UNSCREENED[r >>> 5]! |= 1 << (r & 31);
  else for (const id of needleIds(rule.needs)!) ruleLists[id]!.push(r);
});
const RULES_START = new Int32Array(NEEDLES.length + 1);
ruleLists.forEach((list, id) => {
  RULES_START[id + 1] = RULES_START[id]! + list.length;
});
const RULES_OF_NEEDLE = Int32Array.from(ruleLists.flat());
/** The rules the text being redacted meets (reused: redaction is not re-entrant). */
const MEETS = new Uint32Array(RULE_WORDS);

/** A rule tried only where its literal lets a match start: the pattern made sticky. */
export interface Near {
  sticky: RegExp;
  literal: string;
  before: number;
}
/** Each redaction's {@link Near} form, aligned with {@link REDACTIONS} (null: the rule scans the text). */
export const REDACTION_NEAR: readonly (Near | null)[] = RULES.map((r) =>
  r.near ? { sticky: new RegExp(r.re.source, r.re.flags.replace('g', 'y')), ...r.near } : null,
);

/**
 * `text.replace(re, to)` for a rule whose every match holds `literal` starting at most `before`
 * units after its own start: the starts tried are those windows, in order, each once, so the
 * first match found after the last one is the leftmost, as the global scan finds it. Only `$1`
 * and `$2` occur in replacements (`sanitize-near.test.ts` holds it to `replace`).
 */
export function replaceNear(text: string, near: Near, to: string): string {
  const { sticky, literal, before } = near;
  let out = '';
  let kept = 0;
  // The next start to try: nothing before it can start a match any more.
  let next = 0;
  for (let at = text.indexOf(literal); at >= 0; at = text.indexOf(literal, at + 1)) {
    for (let start = Math.max(next, at - before); start <= at; start++) {
      // A unicode pattern's scan steps over whole surrogate pairs: never from inside one.
      if (
        sticky.unicode &&
        start > 0 &&
        isTrail(text.charCodeAt(start)) &&
        isLead(text.charCodeAt(start - 1))
      )
        continue;
      sticky.lastIndex = start;
      const m = sticky.exec(text);
      if (!m) continue;
      out += text.slice(kept, start) + expand(to, m);
      kept = start + m[0].length;
      // A match ends at or after its literal: the windows go on from its end.
      next = Math.max(kept, start + 1);
      start = next - 1;
    }
    next = Math.max(next, at + 1);
  }
  return kept === 0 ? text : out + text.slice(kept);
}

const isLead = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isTrail = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** A replacement with its `$1`/`$2` filled in (an unmatched group is empty, as in `replace`). */
function expand(to: string, m: RegExpExecArray): string {
  if (!to.includes('$')) return to;
  return to.replace(/\$([12])/g, (_, g: string) => m[Number(g)] ?? '');
}

/** One pass of every rule, without looking across line breaks. */
function redactRules(text: string): string {
  let s = text;
  NEEDLE_SCAN.scanLowercase(text);
  // The rules one of whose needles the text holds (and those without needles), in order.
  MEETS.set(UNSCREENED);
  const { found, foundCount } = NEEDLE_SCAN;
  for (let f = 0; f < foundCount; f++) {
    const needle = found[f]!;
    for (let k = RULES_START[needle]!; k < RULES_START[needle + 1]!; k++) {
      const r = RULES_OF_NEEDLE[k]!;
      MEETS[r >>> 5]! |= 1 << (r & 31);
    }
  }
  for (let r = 0; r < RULES.length; r++) {
    if ((MEETS[r >>> 5]! & (1 << (r & 31))) === 0) continue;
    const also = ALSO_IDS[r];
    if (also && !NEEDLE_SCAN.hasAnyIn(also, ALSO_MASKS[r]!)) continue;
    const rule = RULES[r]!;
    if (rule.whenAny && !includesAny(s, rule.whenAny)) continue;
    const near = REDACTION_NEAR[r];
    if (near) s = replaceNear(s, near, rule.to);
    else {
      // Most rules that pass their screens find nothing: a test is cheaper than a replace that finds nothing.
      rule.re.lastIndex = 0;
      if (rule.re.test(s)) s = s.replace(rule.re, rule.to);
      rule.re.lastIndex = 0;
    }
  }
  // The walk only acts on runs of 20 token characters or more: a pattern finds whether one exists faster.
  if (ANY_LONG_RUN.test(s)) s = replaceLongRuns(s);
  // A wrapped tail follows a marker: no marker, nothing to take.
  if (!s.includes('[redacted-')) return s;
  return s.replace(WRAPPED_TAIL, '$1').replace(FLAT_WRAPPED_TAIL, '$1').replace(GLUED_RUN, gluedRun);
}

/** A run of token characters with markers inside it: what a rule redacted in the middle of a longer secret. */
const GLUED_RUN = /[A-Za-z0-9+/=_-]*(?:\[redacted-[a-z]{2,6}\][A-Za-z0-9+/=_-]*)+/g;

/** The whole run when the pieces a rule left around its marker still read as a secret together. */
function gluedRun(run: string): string {
  const left = run.replace(MARKER, '');
  return left.length >= 12 && longRunSecret(left, 0, left.length) ? K.secret : run;
}

function includesAny(text: string, literals: readonly string[]): boolean {
  for (let i = 0; i < literals.length; i++) if (text.includes(literals[i]!)) return true;
  return false;
}

/** Whether code unit `c` is one of {@link LONG_RUN}'s token characters, `[A-Za-z0-9+/=_-]`. */
function tokenUnit(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 47 && c <= 57) ||
    c === 43 ||
    c === 61 ||
    c === 95 ||
    c === 45
  );
}

/**
 * `text.replace(LONG_RUN, redactLongRun)` in one walk: a match is a maximal run of 20 or more
 * token characters (nothing of the run before it, then as many as there are), so the walk cuts
 * the text into runs and hands each long one over (`sanitize-near.test.ts` holds it to the regex).
 */
export function replaceLongRuns(text: string): string {
  let out = '';
  let kept = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (!tokenUnit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && tokenUnit(text.charCodeAt(j))) j++;
    if (j - i >= 20 && longRunSecret(text, i, j)) {
      out += text.slice(kept, i) + K.secret;
      kept = j;
    }
    i = j;
  }
  return kept === 0 ? text : out + text.slice(kept);
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
const isHex = (c: number) => isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
/** `/`, `_`, `=` and `-`: where {@link SEPARATORS} cuts a run. */
const isSeparator = (c: number) => c === 47 || c === 95 || c === 61 || c === 45;
/** `[aeiouy]`, either case. */
function isVowel(c: number): boolean {
  const l = c | 32;
  return l === 97 || l === 101 || l === 105 || l === 111 || l === 117 || l === 121;
}

/**
 * Whether {@link redactLongRun} redacts `text[from, to)`, a run of its token characters, read in
 * place: the same judgement without the slices, splits and match arrays it allocates (a seventh of
 * all a classification allocates). `sanitize-near.test.ts` holds the two to each other.
 */
function longRunSecret(text: string, from: number, to: number): boolean {
  let hex = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 43) return true;
    hex = isHex(c) ? hex + 1 : 0;
    if (hex >= 20) return true;
  }
  if ((to - from) % 4 === 0 && base64Padded(text, from, to)) return true;
  let random = 0;
  for (let i = from; i < to; ) {
    if (isSeparator(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i;
    let digits = 0;
    while (j < to && !isSeparator(text.charCodeAt(j))) {
      if (isDigit(text.charCodeAt(j))) digits++;
      j++;
    }
    // Digits alone are a number; digits among letters are random; letters must read as words.
    if (digits < j - i && (digits > 0 || !wordLikeAt(text, i, j))) random += j - i;
    i = j;
  }
  return random >= RANDOM_BUDGET;
}

/** {@link BASE64_PADDED} on `text[from, to)`, a run without `+`. */
function base64Padded(text: string, from: number, to: number): boolean {
  let pad = 0;
  while (pad < 2 && to - pad > from && text.charCodeAt(to - pad - 1) === 61) pad++;
  if (pad === 0 || to - pad - from < 18) return false;
  for (let i = from; i < to - pad; i++) {
    const c = text.charCodeAt(i);
    if (!(isDigit(c) || isUpper(c) || isLower(c) || c === 47)) return false;
  }
  return true;
}

/** {@link wordLike} on the letters `text[from, to)`, cut into chunks where {@link WORD_CHUNK} cuts. */
function wordLikeAt(text: string, from: number, to: number): boolean {
  const length = to - from;
  let upper = 0;
  for (let i = from; i < to; i++) if (isUpper(text.charCodeAt(i))) upper++;
  if (length >= 6 && upper > length / 2 && upper < length) return false;
  let short = 0;
  for (let i = from; i < to; ) {
    let end = i + 1;
    if (isUpper(text.charCodeAt(i))) {
      while (end < to && isUpper(text.charCodeAt(end))) end++;
      // Capitals before a lower-case letter leave the last one to the word it starts ("HTTPServer").
      if (end < to && end - i >= 2) end--;
      else if (end < to) while (end < to && isLower(text.charCodeAt(end))) end++;
    } else {
      while (end < to && isLower(text.charCodeAt(end))) end++;
    }
    if (!wordChunkAt(text, i, end)) return false;
    if (end - i <= 2 && ++short >= 3) return false;
    i = end;
  }
  return true;
}

/** {@link wordChunk} on `text[from, to)`. */
function wordChunkAt(text: string, from: number, to: number): boolean {
  const length = to - from;
  let allUpper = true;
  let vowels = 0;
  let consonants = 0;
  let consonantRun = false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (i + 2 < to && c === text.charCodeAt(i + 1) && c === text.charCodeAt(i + 2)) return false;
    if (!isUpper(c)) allUpper = false;
    if (isVowel(c)) {
      vowels++;
      consonants = 0;
    } else if (++consonants >= 6) consonantRun = true;
  }
  if (allUpper && length <= 5) return true;
  if (length < 2 || consonantRun) return false;
  return vowels > 0 && vowels / length <= 0.7;
}

/** The long-run pattern and its screen, for the test that holds {@link replaceLongRuns} to it. */
export const LONG_RUN_PATTERN = { re: LONG_RUN, redact: redactLongRun, screen: ANY_LONG_RUN } as const;

/** Cuts a fragment to `max` code units at a token boundary, so no partial secret survives the cut. */
function boundedFragment(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = cutAt(text, max);
  const boundary = Math.max(head.lastIndexOf(' '), head.lastIndexOf('\n'), head.lastIndexOf('\t'));
  return boundary > 0 ? head.slice(0, boundary) : '';
}

// Line breaks, raw or JSON-escaped, with the indentation that follows them.
const LINE_BREAK = /(\r?\n|\\n)([ \t]{0,16})/g;
/** Characters either side of a line break compared when deciding whether it cut a token. */
const WRAP_CONTEXT = 100;
/** A line this long before a flush (unindented) break may have been cut at the terminal's edge. */
const FLUSH_WRAP_MIN_LINE = 40;
/** Line breaks examined per fragment; the rest stay as they are. */
const WRAP_MAX_BREAKS = 32;

const MARKER = /\[redacted-[a-z]{2,6}\]|~\//g;

/** Characters of a redacted text that are not markers. */
function visible(text: string): number {
  return text.replace(MARKER, '').length;
}

// A break can only cut a token between token characters: pretty-printed JSON ("{\n", ",\n") is left alone.
const FIELD_START = /^[A-Za-z][\w-]{1,60}:\s/;
const TOKEN_END = /[\w+/=@%:.*~!#$&'"?^`|\\-]$/;
const TOKEN_START = /^[\w+/=@%:.*~!#$&'"?^`|\\-]/;
const SECRET_CHARS = /[0-9@/\\=:_+-]/;
const LAST_TOKEN = /\S+$/;
const FIRST_TOKEN = /^\S+/;

/** Cheap pre-check: prose wrapped between two plain words cannot be hiding a secret. */
function suspicious(before: string, after: string): boolean {
  const token = (LAST_TOKEN.exec(before)?.[0] ?? '') + (FIRST_TOKEN.exec(after)?.[0] ?? '');
  return token.length >= 20 || SECRET_CHARS.test(before.slice(-40)) || SECRET_CHARS.test(after.slice(0, 40));
}

/**
 * Joins lines that a terminal wrap cut through a secret ("sk-ant-…abc\n    def…", "organiza\ntion
 * 1234"): a break after text that continues is removed when redacting across it hides more than
 * redacting each side alone. Ordinary line ends stay, so prose is not glued together.
 */
function unwrapSecrets(text: string): string {
  if (!text.includes('\n')) return text;
  const breaks = [...text.matchAll(LINE_BREAK)].slice(0, WRAP_MAX_BREAKS);
  let out = text;
  // Right to left: a secret wrapped over several rows is rejoined from its last row back.
  for (let k = breaks.length - 1; k >= 0; k--) {
    const m = breaks[k];
    if (!m) continue;
    const at = m.index;
    const end = at + m[0].length;
    // The row's width: from the previous real newline, or for an escaped "\\n" from either kind.
    const escaped = m[1] === '\\n';
    const escapedBreak = escaped ? out.lastIndexOf('\\n', at - 1) : -1;
    const lineStart = Math.max(out.lastIndexOf('\n', at - 1) + 1, escapedBreak < 0 ? 0 : escapedBreak + 2);
    // Context stops at a real newline only: "\\n" may be a Windows path ("C:\\Users\\nick").
    const window = out.slice(Math.max(0, at - WRAP_CONTEXT), at);
    const before = window.slice(window.lastIndexOf('\n') + 1);
    const nextBreak = out.slice(end, end + WRAP_CONTEXT).search(/\r?\n|\\n/);
    const after = out.slice(end, nextBreak < 0 ? end + WRAP_CONTEXT : end + nextBreak);
    const indent = m[2] ?? '';
    const cut =
      TOKEN_END.test(before) &&
      TOKEN_START.test(after) &&
      // A row that opens with `name: ` (a header, a field) starts anew: it does not continue a token.
      !FIELD_START.test(after) &&
      (indent.length >= 2 || at - lineStart >= FLUSH_WRAP_MIN_LINE);
    if (!cut || !suspicious(before, after)) continue;
    const joined = redactRules(before + after);
    const apart = redactRules(before) + redactRules(after);
    // Join only when that leaves less text visible: it hid something neither side could.
    if (visible(joined) < visible(apart)) out = out.slice(0, at) + out.slice(end);
  }
  return out;
}

const ESCAPED_OR_WRAPPED = /[\\\n\r]/;

/**
 * The name Docker Compose puts before each line of a service's log (`shop-api-1  | …`): the user's
 * project folder and service. Found at a line's start in the raw text (a real or an escaped line
 * break), then redacted wherever it stands before a bar in the normalized text, which has joined
 * the lines.
 */
const COMPOSE_PREFIX = /(?:^|\n|\\n)([a-z0-9][a-z0-9.]*(?:[-_][a-z0-9.]+)+)(?=[ \t]*\|(?:[ \t]|$|\n|\\n))/g;

function redactComposeNames(raw: string, text: string): string {
  let out = text;
  // Each name once, though it opens every line of its service's log.
  for (const name of new Set(Array.from(raw.matchAll(COMPOSE_PREFIX), (m) => m[1]!))) {
    // No boundary before it: joining a wrapped line may have glued the name to the line above.
    out = out.replace(new RegExp(`${name.replace(/\./g, '\\.')}(?=\\s*\\|)`, 'g'), K.id);
  }
  return out;
}

/** One fragment made safe: redacted raw (escaped and wrapped forms), normalized, redacted again. */
export function sanitizeText(text: string, maxChars: number = EXCERPT_FRAGMENT_MAX): string {
  const raw = boundedFragment(text, maxChars);
  // Escaped and wrapped forms need a pass before decoding (it hides Compose names too); plain text
  // has only its start as a line start, so its Compose name is read there.
  const first = ESCAPED_OR_WRAPPED.test(raw)
    ? redact(raw)
    : raw.includes('|')
      ? redactComposeNames(raw, raw)
      : raw;
  return redactRules(normalizeText(first)).trim();
}

/**
 * The bounded safe excerpt (at most SAFE_EXCERPT_MAX chars from catalogue/classification.ts):
 * normalizes, redacts, joins fragments with " | ", truncates on a char boundary with "…"; null when
 * nothing is left. Redaction happens BEFORE truncation so a cut can never expose half a secret.
 */
export function safeExcerpt(fragments: string[]): string | null {
  const parts: string[] = [];
  let length = 0;
  for (const fragment of fragments.slice(0, EXCERPT_MAX_FRAGMENTS)) {
    if (length > SAFE_EXCERPT_MAX) break;
    // Raw text read per fragment: enough to fill the rest of the excerpt even after shrinking.
    const budget = Math.max(EXCERPT_RAW_MIN, EXCERPT_RAW_FACTOR * (SAFE_EXCERPT_MAX - length));
    const clean = sanitizeText(fragment, Math.min(budget, EXCERPT_FRAGMENT_MAX));
    if (clean.length === 0) continue;
    parts.push(clean);
    length += clean.length + 3;
  }
  if (parts.length === 0) return null;
  const joined = parts.join(' | ');
  if (joined.length <= SAFE_EXCERPT_MAX) return joined;
  return `${cutAt(joined, SAFE_EXCERPT_MAX - 1).trimEnd()}…`;
}
