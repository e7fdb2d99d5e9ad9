/**
 * Structured tier: provider error types and codes, Google QuotaFailure/ErrorInfo, AWS exception
 * names, Claude stream-json and ACP/Codex error kinds, headers, HTTP status, exits, spawn and
 * network errnos.
 */
import type { Code } from '../codes.ts';
import type { Signal } from '../extractors/signal.ts';
import { fieldRule, is } from './helpers.ts';
import { type Rule, SHORT_WAIT_MAX_SECONDS, splitByWait } from './types.ts';

/** An IAM policy denying the caller the action: an auth answer, not a model's absence. */
export const IAM_DENIED =
  /\bis not authorized to perform:? [\w-]+:\w+|\bwith an explicit deny\b|\bno identity-based policy allows\b|\bnot authorized to invoke this API operation\b|\bnot authori[sz]ed to operate on the (?:specified|requested) resource\b|\bdoes not have (?:the )?permission to access (?:the )?(?:resource|project|dataset|endpoint)\b|\b(?:IAM )?(?:role|user|service account|principal|identity)(?: or (?:role|user))? does not have (?:the )?required [\w ]{0,30}permissions?\b/i;
/** A model API's path (OpenAI-style, Ollama, llama.cpp): a request to a model server, not an agent pipe. */
const MODEL_API_PATH =
  /\/(?:v1\/)?(?:completions?|chat\/completions|api\/(?:chat|generate|tags)|embeddings)\b/;
/** Error codes of a promotion's, free or trial allowance reached. */
const ALLOWANCE_LIMIT_CODE = /^(?:PROMOTION|PROMO|FREE|TRIAL)(?:_[A-Z]+){0,3}_LIMIT(?:_REACHED|_EXCEEDED)?$/i;
/** Error codes of a model that is not there for this account (OpenAI, Azure, Mistral, retired models). */
const MODEL_NOT_FOUND_CODES = [
  'model_not_found',
  'DeploymentNotFound',
  'unsupported_model',
  'ModelDeprecated',
  'model_deprecated',
  'unknown_model',
];
const MODEL_TEXT = /\bmodels?\b|\bdeployment\b/i;
/** A message that says only that the server failed. */
const BARE_INTERNAL_ERROR = /^\W{0,3}internal server error\W{0,3}$/i;
/**
 * An invalid_request_error whose message names nothing ("Invalid request", "Bad request", "status
 * 406", a relay's "Upstream request failed"): a bare 400 says neither which field nor whose fault.
 */
const GENERIC_400_MESSAGE =
  /^\W{0,3}(?:invalid request(?: error)?|bad request|bad|unknown error|invalid content|request failed with status code \d{3}|status \d{3}|(?:error from provider \([^)\n]{1,30}\): )?upstream request failed|unable to process request|request preprocessing failed|preprocessor error)\W{0,3}$/i;
/** Model providers, serving engines and gateways by name: the candidates a request may go to. */
export const CANDIDATE_NAMES = String.raw`OpenAI|Anthropic|Claude|Gemini|Google(?: Generative AI| Vertex AI| Cloud| AI Studio| AI)?|Vertex(?: AI)?|Bedrock|Azure(?: OpenAI)?|Foundry|Groq|DeepSeek|Mistral|Cohere|xAI|Grok|Together(?: AI)?|Fireworks(?: AI)?|Perplexity|Replicate|Cerebras|SambaNova|Hugging ?Face|DashScope|Moonshot|Nova|Databricks|Snowflake|watsonx|Ollama|vLLM|TGI|OCI(?: Generative AI)?|OpenRouter|LiteLLM|IBM(?: [\w-]+){0,3}?|Llama\.?cpp|LM Studio|LocalAI|SGLang|Xinference|LMDeploy|TensorRT-LLM|MiniMax|Zhipu|Novita|SiliconFlow|DeepInfra|Dottxt|MLX(?:[ -]LM)?|Aleph Alpha|AI21|Predibase`;
/**
 * The selected model or provider does not support or accept something the request holds (tools,
 * images, a role, streaming, a parameter for that model, a batch over its own limit): another
 * candidate may take the same request (the labelling guide's note of the forty-first session).
 */
export const MODEL_LACKS_CAPABILITY = new RegExp(
  `${/\b(?:invalid|unsupported) part type:? (?:video_url|image_url|input_audio|audio_url|input_image|input_file|video|audio|image)\b|\bonly supports single tool[- ]calls\b|\bparallel_tool_calls must be false when using\b|\bOnly \W{0,3}type\W{0,3}function\W{0,3} tools are supported\b|\bnumber of tools exceeds \d+|\b(?:provider|model)\b[^\n]{0,20}\b(?:doesn't|does not) support batch(?:es| completions| inference| requests| jobs)?\b|\bbatch API only supports\b|\bbatch API requires all requests to use the same model\b|\bStreaming is not supported in batch\b|\bare only supported by the (?:Responses|Chat Completions|Assistants|Realtime) API\b|\b(?:settings|parameters|features?|options) require the (?:Responses|Chat Completions|Assistants|Realtime) API\b|\bmodel\b[^\n]{0,60}\bdoes not (?:currently|yet) support (?:tool_choice|tools|tool use|tool calling|function calling|parallel tool calls|images|vision|system (?:messages|prompts)|streaming)\b|\bonly supports text(?: documents| inputs?| prompts)?, not (?:images|audio|video)\b|\b(?:is |is configured as )a text-only model\b|\b(?:this|the selected|the current) provider (?:does not|doesn't) support\b|不支持\s*[（(]?\s*function call|\bis only supported by [\w .-]{1,40} models\b|\bhas no provider (?:that|which) supports? (?:the requested|this) capability\b|\bmax(?:imum)? number of inputs is \d+|\b(?:currently )?(?:is )?not (?:allowed|supported|available) for local models\b|\bUnsupported [\w ]{1,40} for (?:the current|this|the selected) model\b|\b(?:is|are) not supported for (?:the )?model\s+["'`]?[\w.:/-]+|\bOnly [\w -]{1,40} (?:is|are) supported for [A-Z][\w.-]+ models\b|\brequires an? (?:LLM|model) that supports (?:tool|function) call(?:s|ing)\b|\bmodels?\b[^\n.]{0,60}? (?:do(?:es)?n['’]t|do(?:es)? not) support (?:the )?(?:parameter )?['`\x22]?(?:temperature|top_p|top_k|presence_penalty|frequency_penalty|logprobs|logit_bias|reasoning_effort|seed)\b|\bis not supported in streaming mode\b|\b(?:are|is) supported only when\b|\bUnsupported value: [`'\x22]?\w+[`'\x22]? does not support\b|\bdoes not support tool types?\b|\bdoes not support the \w+ parameter\b|\bdoes not support parameters?\b|(?:>|\bexceeds?)\s{0,3}(?:the )?maximum allowed batch size\b|\bbatch accepts at most \d+ (?:requests|inputs|items|texts|documents)\b|\bmodel does not support (?:the )?(?:Chat Completions API|stream(?:ing)? mode|logprobs|top_logprobs)\b|\buse '?max_completion_tokens'? instead\b|\bdoes not support streaming chat completions\b|\bArgument not supported(?: on this model)?: \w+|\bUnsupported value: \\?'[\w.[\]]+\\?' does not support\b|[’'\x22`][a-z]+_[a-z_]+[’'\x22`] (?:is )?not (?:yet )?supported\b|\bmodel does not support functions\b|\bRole \w+ (?:is )?not supported\b|\b(?:tool use|function calling)\b[^.\n]{0,40}\bis unsupported\b|\bdoes not support (?:tools|thinking|function call(?:ing|s)?)\b|\bonly supported with the [\w .-]{1,30} family of models\b|\b(?:reasoning_effort|thinking_level|thinking\.type(?:\.\w+)?\W{0,3}) is not supported (?:with|by|for) this model\b|\bUnsupported (?:parameter|value): '[\w.[\]]+'|\bdoes not support more than one system message\b|\bdoes not support setting \w+|\bUnsupported tool type\b|\b(?:Function calling|Logprobs) is not enabled for\b|\bFeature '[^'\n]{1,60}' is not supported by provider\b|\bLogprobs are not enabled for this model\b/.source}|` +
    // A feature "not available with" a candidate.
    `\\bUnsupported (?!(?:region|location|country|territory)\\b)[\\w ]{1,30}(?: '[^'\\n]{1,60}')? for (?:${CANDIDATE_NAMES})(?![\\w-]| \\w+ Service\\b)|\\b(?:is|are) not available with (?:the )?(?:${CANDIDATE_NAMES})(?![\\w-])|\\bNeither\\b[^\\n]{0,160}\\bare available with (?:the )?(?:${CANDIDATE_NAMES})(?![\\w-])|` +
    // A candidate as the subject of what it lacks ("Bedrock doesn't support remote images").
    `\\b(?:${CANDIDATE_NAMES}|Chat(?:${CANDIDATE_NAMES})\\w*|AI21|GLM|Workers_ai|llm-anthropic|Provider .\\w+.)` +
    String.raw`(?: models?| API| backend| provider| schema)? (?:(?:(?:does|do) not|doesn['’]t|don['’]t) (?:yet |currently )?support|is (?:currently |yet )?not supported for|has no [\w-]+ support\b) (?!(?:the )?(?:models?|embeddings?|chat models?|embedding models?|project|location|region|country|Responses API|parameters|[\w/-]+ models?\b))|` +
    /\b(?:LLM|model)(?: model)? must support (?:the )?[\w' -]{1,40}? to use\b|\b(?:pass|send)(?: in)? (?:an? )?images? (?:only )?to a vision(?:-capable)? model\b|\bmodels?\b(?:[^.\n]|\.(?=\w)){0,60}?\b(?:does not|doesn't|do not|don't) (?:support|accept)\b|\bmodels? only supports? the default (?:temperature|top_p|value)\b|\bThis model only supports streaming\b|\b(?:is|are) (?:not |un)(?:yet |currently )?(?:supported|enabled|implemented|available)(?: yet)? (?:for|by|with|on|in) (?:this|that|the(?: selected| current| requested| given)?|[A-Z][\w-]*'s) (?:[\w.:/-]+ ){0,2}models?\b|\bnot supported (?:by|for) (?:the )?provider\b|\b(?:only supports?|can only (?:accept|handle|take)) (?:one|a single|\d+) images?\b|\bdoes not support more than (?:one|\d+) images?\b|\bis only supported (?:for|by|with|on) (?:\w+ ){0,2}models\b|\b(?:tool calls?|tool use|function call(?:s|ing)?|image inputs?|vision|audio inputs?|system (?:messages?|role|prompts?)) (?:is|are) (?:not supported|unsupported)(?=\s*[.'\x22\n]|\s*$)/
      .source,
  'i',
);
/**
 * "Not supported" with who lacks it: a provider, an API mode, a serving engine, a server or a
 * gateway. Another candidate may take the same request (the labelling guide's "not supported"
 * note); the program's own methods, modes, platforms, runtimes and compute backends (the Edge
 * Runtime, an MPS or GPU backend) are not in the list.
 */
export const NOT_SUPPORTED_BY_CANDIDATE = new RegExp(
  String.raw`(?:\b(?:(?:is|are) )?not (?:currently |yet )?(?:supported|implemented)|\b(?:is|are) unsupported)(?: yet)?,? (?:by|for|in|on|with) (?:the )?(?:` +
    `(?:${CANDIDATE_NAMES})` +
    String.raw`(?![\w-]|\.\w)(?: (?:API|backend|runtime|client|gateway|endpoint|providers?|(?:completion |chat |embedding )?models?)\b)?(?! (?:Cloud )?(?:Run|Functions?|App Service|Lambda|Storage|Blob|DevOps|Pipelines|Kubernetes|Container|Web Apps?|Static Web)\b)` +
    String.raw`|(?:(?:this|that|the selected|the current|the upstream|the)(?: [\w-]+)? )?(?:provider|server|upstream|gateway|endpoint)\b` +
    String.raw`|models? (?!(?:None|null|undefined)\b)['"\x60]?[\w.:/-]*\d` +
    // A model named by its id alone ("not supported for gpt-5.6-luna").
    String.raw`|(?:gpt|claude|gemini|gemma|llama|qwen|mistral|mixtral|codestral|deepseek|grok|glm|kimi|phi|nova|sonar|minimax)-[\w.:-]*\d` +
    // A family of models ("not supported for o1 models", "for reasoning models").
    String.raw`|(?:[\w.-]+ ){0,2}(?:[\w.-]*\d[\w.-]*|reasoning) models?\b` +
    // An API mode named alone ("not supported for chat completions": the Responses API takes it).
    String.raw`|chat completions\b(?! (?:converter|method|helper|wrapper|adapter)\b)|['\x22\x60]?(?:completions|chat_completions|responses)['\x22\x60]? mode\b` +
    String.raw`|(?:this |the )?(?:Responses|Chat ?Completions|Completions|Assistants|Realtime|Batch|Messages|Embeddings?|Files|Live|Converse|inference providers?|[\w-]+ (?:inference|model|LLM)) API\b|(?:the )?Chat ?Completions models?\b` +
    String.raw`|(?:this|the) API\b(?! (?:keys?|tokens?|versions?|models?)\b)` +
    String.raw`|(?:[\w.-]+ ){0,2}(?:gateway|upstream)\b` +
    // A server's layer that speaks another API for it ("Docker Model Runner Responses compatibility layer").
    String.raw`|(?:[\w.-]+ ){0,4}compatibility layer\b` +
    ')',
  'i',
);
/**
 * A request's failure that names a message of the history (the conversation rules decide) or a
 * content filter's words (the content rules decide): not the request body's own fault, nor a
 * capability the model lacks.
 */
export const HISTORY_OR_FILTER_NAMED =
  /\bmessages\[\d+\](?:\.content)?: (?:missing field|unknown variant|invalid type)\b|\bbody\.messages\b|\bflagged by (?:a|the) content (?:checker|filter)\b|\bmessages\[\d+\]\.content'?: string too long\b/;
/**
 * What the capability words say when the request is the fault for any model (a parameter moved in
 * another API, no model named) or the refusal is not the model's (a message of the history, a
 * content filter, an MCP server's capability check).
 */
export const CAPABILITY_NOT_THE_MODEL = new RegExp(
  String.raw`${HISTORY_OR_FILTER_NAMED.source}|\bthis parameter has moved to\b|\bnot supported for model (?:None|null|undefined)\b|\bServer does not support \w+ \(required for\b`,
);
/** Words that say something is not supported, without saying by whom. */
export const NOT_SUPPORTED_WORDS = /\b(?:is|are) (?:not (?:currently |yet )?supported|unsupported)\b/i;
/**
 * Not supported, yet the request's: a value outside the set a field lists, a gateway's config
 * version, a moved parameter, an input that may be corrupt.
 */
export const NOT_SUPPORTED_BUT_THE_REQUEST = new RegExp(
  String.raw`${CAPABILITY_NOT_THE_MODEL.source}|\bSupported values\b|\bmalformed request\b|\bversion of (?:the )?config\b|\bcorrupt(?:ed)?\b[^.\n]{0,30}\bor\b`,
  'i',
);
/** An invalid_request_error stating a capability the model lacks is the capability rule's. */
function statesMissingCapability(text: string | undefined): boolean {
  return (
    text !== undefined &&
    (MODEL_LACKS_CAPABILITY.test(text) || NOT_SUPPORTED_BY_CANDIDATE.test(text)) &&
    !CAPABILITY_NOT_THE_MODEL.test(text)
  );
}
/** A gateway guardrail's block in its own words (LiteLLM's guardrails, a named guard's verdict). */
const GUARDRAIL_BLOCK =
  /\bContent blocked\b|\bGuardrail failed\b|\b(?:Request |Response )?[Bb]locked by [\w ]{1,40}?(?:[Gg]uard(?:rail)?|[Ss]hield)\b|\bBlocked by \w+:|\bGuardrail raised an exception\b|\bGuardrail violation detected\b|\bguardrail_checks_failed\b/;
/** The error codes of an OAuth token endpoint that refuse the grant or the client (RFC 6749, 5.2). */
const OAUTH_ERROR_CODES = new Set([
  'invalid_grant',
  'invalid_client',
  'unauthorized_client',
  'access_denied',
]);
/** Words that say the model or server itself is overloaded or busy. */
const SERVER_OVERLOADED =
  /\b(?:model|server|servers|service|API|engine) (?:is |are )?(?:(?:currently|temporarily|now|too|very) )?(?:overloaded|busy)\b/i;
/** A local server's 500 for a chat template it cannot render or input it cannot parse: not an outage. */
const TEMPLATE_OR_INPUT =
  /\bFailed to parse input at pos \d+|\bUnknown method: \w+ at row \d+|\bError rendering prompt with jinja template\b/i;
/**
 * A relay's own routing state told in a provider's shape or under a 5xx: no base URL to send to,
 * every provider circuit-broken. The relay failed to route, not the provider to answer. (A pool
 * with no free account right now stays the provider unavailable, as the dev set labels it.)
 */
const RELAY_CANNOT_ROUTE = /\bno base url\b|\bcircuit[- ]?(?:open|broken)\b|熔断/i;
/**
 * The client's runtime, or the executor its calls run on (Python's futures, a JVM's thread pool or
 * event loop), shutting down under the request: the client's, never the provider's.
 */
export const EXECUTOR_SHUT_DOWN =
  /\bcannot schedule new futures after (?:interpreter )?shutdown\b|\b(?:event )?executor (?:has been |was |is )?(?:terminated|shut ?down)\b(?! complete)/i;
/**
 * A server error's own message that names a cause that is no outage: a setting, a feature the
 * server lacks, credentials, the input, a store, file, dataset or batch beside the model, a local
 * runner, a missing resource, a refusal. The 5xx status or the `api_error` / `server_error` type
 * says only that the server answered badly; the words say why, and a retry fixes none of these.
 * Empty and generic messages ("Internal server error", "Bad gateway", "not ready") stay.
 */
const NAMED_CAUSE = new RegExp(
  [
    String.raw`\bnot (?:been )?(?:configured|enabled|installed|implemented|set up)\b|\bis disabled\b|\bmisconfigured\b|\bmissing\b`,
    String.raw`\bnot supported\b|\bdoes(?:n['’]t| not) support\b|\bunsupported\b|\bmust be (?:created|set|enabled|provided)\b|\brequires\b`,
    String.raw`\bcredentials?\b|\bapi[ _-]?keys?\b|\btoken not found\b|\bauthenticat|\bauthori[sz]ation\b|\bunauthori[sz]ed\b|\b(?:JWT|token|session) (?:has )?expired\b|\baccess (?:is )?denied\b|访问被拒绝|\bverify\b[^.\n]{0,20}\baccess\b`,
    String.raw`\binvalid\b(?! character)|\b(?:error|failed to|could not|cannot) pars|\bserializ|\bunexpected keyword\b|\bhas no attribute\b|\bschema\b|\btoo (?:big|large|long)\b`,
    String.raw`\blimit (?:exceeded|reached)\b|\bexceed(?:s|ed)? (?:the )?(?:maximum|max|limit)\b`,
    String.raw`\bdatabase\b|\bvector ?store\b|\bdatastore\b|\bbilling\b|\busage data\b|\bupload|\bdataset\b|\bbatch output\b|\brunner\b`,
    String.raw`\bnot found\b|\bcould not find\b|\bno such\b|\bdoes not exist\b|\b(?:could not|failed to|unable to) (?:load|import)\b`,
    String.raw`\bguardrail\b|\bcan['’]?t assist\b|\bviolat|\bwas cancell?ed\b|\bNo [\w ]{1,40} was set\b|\bupstream 4\d\d\b|\b(?:failed|responded|returned) with status(?: code)? 4\d\d\b|\bconfiguration error\b|\bfailed to allocate\b|\bExpected \x60\w+\x60 key\b|\bto be one of\b|\bunknown format\b`,
    EXECUTOR_SHUT_DOWN.source,
  ].join('|'),
  'i',
);
/**
 * A server error whose message says it could not reach a server on the same machine (a loopback
 * host refused or never answered): the local model server behind the app is down, which the
 * local-runtime rules read; the app's own 5xx says nothing of a provider.
 */
const LOOPBACK_UNREACHABLE =
  /\bHTTPS?ConnectionPool\(host='(?:localhost|127\.\d+\.\d+\.\d+)'|\b(?:ECONNREFUSED|Connection refused)\W{1,4}(?:localhost|127\.\d+\.\d+\.\d+|\[::1\]):\d+|\b(?:localhost|127\.\d+\.\d+\.\d+):\d+(?:: connect)?\W{1,4}(?:ECONNREFUSED|Connection refused)\b/i;
/**
 * A server error's own words that say no outage is behind it: a cause named, a relay that could
 * not route, or a server on the same machine it could not reach. The generic server-error readings
 * (a 5xx status, `api_error`, `server_error`) stand aside for it, and the rule that reads that
 * cause answers.
 */
function namesNoOutage(text: string | undefined): boolean {
  return (
    text !== undefined &&
    (NAMED_CAUSE.test(text) || RELAY_CANNOT_ROUTE.test(text) || LOOPBACK_UNREACHABLE.test(text))
  );
}
/**
 * What a server says when it, or what stands behind it, failed as a whole: a generic server error,
 * a gateway or upstream failing, a timeout, no capacity, a server not ready, an answer cut or
 * empty, "try again". A 5xx whose own message says none of these tells of one operation of the
 * server's own (generating speech, fetching a thread, signing out): the status is then no
 * reading of the provider, and the message is left to the rules that read it.
 */
const OUTAGE_OR_GENERIC = new RegExp(
  [
    String.raw`\b(?:internal|unexpected|unknown)(?: server)? error\b|\bserver error\b|\binternal ?error\b|\bsomething (?:went )?wrong\b|\b(?:server|service|backend|model|engine) (?:had|has|encountered|experienced|returned|hit) an? (?:\w+ )?(?:error|issue|problem|failure)\b|\bslow down\b`,
    String.raw`^\W*(?:an? |some |unknown )?(?:error|failure)(?: message)?\W*$|\bunexpected response\b|\berror (?:has )?occurr?ed(?! while)\b|\berror occurr?ed while processing (?:your|the) request\b|\bstatus(?: code)?:? 5\d\d\b|^\W*5\d\d\b|\berror code:? 5\d\d\b`,
    String.raw`\bbad gateway\b|\bgateway\b|\bupstream\b|\bunavailable\b|\bunreachable\b|\bnot available\b|\bcould not be reached\b|\b(?:cannot|can['’]t|unable to) reach\b`,
    String.raw`\btime[ds]? ?-?out\b|\btimed out\b|\bdeadline exceeded\b|\bdid not respond\b|\bfailed to respond\b|\bno (?:usable |valid )?(?:response|result|body|output)\b|\bempty (?:response|reply|body)\b`,
    String.raw`\bincomplete\b|\bterminated\b|\b(?:response|stream|streaming)(?: generation)? (?:has )?failed\b|\bfailed to generate (?:a |the )?(?:response|(?:chat )?completions?|output)\b|\bunexpected EOF\b|\bclosed\b|\bconnection (?:lost|reset|closed|error|refused)\b|\bdisconnect`,
    String.raw`\boverload|\bbusy\b|\bcapacity\b|\btoo many (?:users|requests)\b|\bbackpressure\b|\bqueue\b|\brate[- ]?limit|\bconcurrency\b`,
    String.raw`\btry again\b|\bretry\b|\blater\b|\bdowntime\b|\bnot (?:ready|live|running|started|initiali[sz]ed)\b|\btemporarily\b|\bloading\b|\bstaging\b|\bstopping\b|\bshutting down\b|\bexhausted\b`,
    String.raw`\bno (?:[\w-]+ ){0,3}(?:instances?|workers?|replicas?|endpoints?|backends?|engines?|runtimes?|providers?|accounts?|channels?|keys?)\b|\bno available\b|\b(?:request|provider|providers|model providers) (?:failed|returned)\b|\bprovider error\b|\bfailed to send (?:\w+ ){0,3}request\b|\bAPI (?:call|request) failed\b`,
    '超时|上游|不可用|稍后|重试|繁忙|过载|内部错误|服务器错误|调用失败',
  ].join('|'),
  'i',
);
/** A server error's own message that tells of no outage at all (underscores and camel case read as spaces). */
function tellsNoOutage(text: string | undefined): boolean {
  return (
    text !== undefined &&
    /\w/.test(text) &&
    !OUTAGE_OR_GENERIC.test(text.replace(/_/g, ' ').replace(/([a-z])(?=[A-Z])/g, '$1 '))
  );
}
/** A 4xx status with its reason phrase, as a client prints the response line before the body. */
const CLIENT_STATUS_LINE =
  /(?:^|[\s:"'])4\d\d (?:Bad Request|Unauthorized|Forbidden|Not Found|Conflict|Unprocessable Entity)\b/;
const LARGER_THAN_LIMIT = /\bRequest too large for\b|must be reduced in order to run successfully/i;
/** A permission error about the login token itself: logging in again fixes it. */
const OAUTH_TOKEN = /\bOAuth\b|\bscope requirement\b|\btoken (?:has )?(?:expired|been revoked|is revoked)\b/i;
// A required field named `model` that the request left out is the request's, not a missing model.
const MODEL_MISSING =
  /(?:don['’]?t|do not) have access to the model\b|(?<!\b(?:property|field|parameter|argument)\W{1,3})model\b.{0,80}\b(?:not supported|isn['’]?t supported|does not exist|not found|is not available|invalid|not deployed|no access|do(?:es)? not have access|(?:doesn['’]?t|does not) support on-demand throughput)|(?:invalid|unknown|unsupported) model|model(?: identifier| id)? (?:is )?invalid/i;

/** Google's CANCELLED whose error list says `backendError`: the server gave up, nobody cancelled. */
function backendCancelled(all: readonly Signal[]): boolean {
  return all.some((x) => x.text?.includes('backendError'));
}

/** A table of `field value -> code` rules for one discriminator. */
function table(
  prefix: string,
  needs: keyof Signal,
  read: (s: Signal) => string | undefined,
  entries: [value: string, code: Code, fixture: string, summary: string, split?: boolean][],
  priority: number,
): Rule[] {
  return entries.map(([value, code, fixture, summary, split]) =>
    fieldRule({
      id: `${prefix}.${value}`,
      code,
      priority,
      ...(split ? { splitByWait: true } : {}),
      fixtures: [fixture],
      summary,
      needs,
      // `read` is the field itself or its first element.
      key: { field: needs, values: [value] },
      when: (s) => is(read(s), value),
    }),
  );
}

const anthropic: Rule[] = [
  fieldRule({
    id: 'anthropic.overloaded_error',
    code: 'provider_overloaded',
    priority: 100,
    fixtures: ['syn-anthropic-529-overloaded'],
    summary: 'Anthropic error type overloaded_error.',
    key: { field: 'errorType', values: ['overloaded_error'] },
    when: (s) => is(s.errorType, 'overloaded_error'),
  }),
  fieldRule({
    id: 'anthropic.api_error',
    code: 'provider_unavailable',
    priority: 90,
    fixtures: ['cc-500-api-error-28606'],
    summary:
      'Anthropic error type api_error (internal server error); beside a 4xx status of its item it is a gateway label.',
    key: { field: 'errorType', values: ['api_error'] },
    when: (s, all) =>
      is(s.errorType, 'api_error') &&
      !namesNoOutage(s.text) &&
      !all.some(
        (x) =>
          x.item === s.item &&
          ((x.status !== undefined && x.status >= 400 && x.status < 500) ||
            CLIENT_STATUS_LINE.test(x.text ?? '')),
      ),
  }),
  fieldRule({
    id: 'anthropic.rate_limit_error',
    code: 'rate_limited',
    priority: 50,
    confidence: 'medium',
    splitByWait: true,
    fixtures: ['syn-anthropic-429-retry-after', 'gen-error-type-too-many-requests'],
    summary:
      'Anthropic rate_limit_error (or a too_many_requests type); a wait past 10 minutes means a quota window.',
    key: { field: 'errorType', values: ['rate_limit_error', 'too_many_requests'] },
    when: (s) => is(s.errorType, 'rate_limit_error', 'too_many_requests'),
  }),
  fieldRule({
    id: 'anthropic.authentication_error',
    code: 'auth_required',
    priority: 100,
    fixtures: ['cc-fallback-notice-then-401-6058'],
    summary: 'Anthropic authentication_error.',
    key: { field: 'errorType', values: ['authentication_error'] },
    when: (s) => is(s.errorType, 'authentication_error'),
  }),
  fieldRule({
    id: 'anthropic.permission_error',
    code: 'subscription_required',
    priority: 60,
    confidence: 'medium',
    fixtures: ['syn-anthropic-permission-error'],
    summary: 'Anthropic permission_error: the account lacks access.',
    key: { field: 'errorType', values: ['permission_error'] },
    when: (s) =>
      is(s.errorType, 'permission_error') &&
      !MODEL_MISSING.test(s.text ?? '') &&
      !OAUTH_TOKEN.test(s.text ?? ''),
  }),
  fieldRule({
    id: 'anthropic.permission_error.oauth',
    code: 'auth_required',
    priority: 65,
    fixtures: ['gen-anthropic-permission-oauth-scope'],
    summary: 'Anthropic permission_error about the OAuth token (scope, expiry): log in again.',
    key: { field: 'errorType', values: ['permission_error'] },
    when: (s) => is(s.errorType, 'permission_error') && OAUTH_TOKEN.test(s.text ?? ''),
  }),
  fieldRule({
    id: 'anthropic.not_found_error.model',
    code: 'model_unavailable',
    priority: 90,
    fixtures: ['anthropic-404-model-partial-stream-mattermost-257'],
    summary: 'Anthropic not_found_error naming a model.',
    key: { field: 'errorType', values: ['not_found_error'] },
    when: (s) => is(s.errorType, 'not_found_error') && MODEL_TEXT.test(s.text ?? ''),
  }),
  fieldRule({
    id: 'anthropic.request_too_large',
    code: 'task_error',
    priority: 100,
    fixtures: ['anthropic-413-request-too-large-938'],
    summary: 'Anthropic request_too_large: the request itself exceeds a fixed limit.',
    key: { field: 'errorType', values: ['request_too_large'] },
    when: (s) => is(s.errorType, 'request_too_large'),
  }),
  fieldRule({
    id: 'anthropic.credit_balance_too_low',
    // Money that ran out is a quota (labelling guide rule 5).
    code: 'quota_limited',
    priority: 95,
    fixtures: ['syn-anthropic-credit-balance'],
    summary: 'An invalid_request_error saying the credit balance is too low.',
    key: { field: 'errorType', values: ['invalid_request_error'] },
    when: (s) => is(s.errorType, 'invalid_request_error') && /credit balance is too low/i.test(s.text ?? ''),
  }),
];

/** Error codes and types that name a plan or billing quota used up (OpenAI's and the shapes others copy). */
const QUOTA_CODES = [
  'insufficient_quota',
  'insufficient_quota_error',
  'insufficient_user_quota',
  'pre_consume_token_quota_failed',
  'quota_exceeded',
  'anthropic_quota_exceeded',
  'AccountQuotaExceeded',
  'organization_spend_limit_exceeded',
  'project_spend_limit_exceeded',
  'QuotaLimitExceeded',
];
const QUOTA_TYPES = [
  'insufficient_quota',
  'quota_exceeded',
  'FreeUsageLimitError',
  'exceeded_current_quota_error',
];
/**
 * One API / New API (the relay most resellers run) name a request they could not read or convert
 * with these codes (and a relay's `param_error` a parameter it refused), whatever the upstream would have said.
 */
const RELAY_REQUEST_CODES = [
  'invalid_request',
  'bad_request_body',
  'convert_request_failed',
  'read_request_body_failed',
  'param_error',
];
/** A message that only says the request was refused ("Invalid request", "request rejected"): it names nothing to change. */
const ONLY_REQUEST_REFUSED =
  /^\W*(?:(?:invalid|bad) (?:request|input)(?: received)?|request (?:rejected|refused|invalid))\W*$/i;
/** An OAuth token exchange (RFC 6749's error URI, an SDK's OAuth error class): its codes are the grant's. */
const OAUTH_CONTEXT = /\brfc6749\b|\bOAuthError\b/i;
/** Error codes of an account whose billing stands in the way (inactive, deactivated, in arrears). */
const BILLING_CODES = [
  'billing_not_active',
  'account_deactivated',
  'billing_hard_limit_reached',
  'Arrearage',
];
/** Error codes that name a key the provider refused. */
const INVALID_KEY_CODES = ['invalid_api_key', 'invalid_api_key_error', 'invalid_key', 'unauthorized'];

const openai: Rule[] = [
  fieldRule({
    id: 'openai.insufficient_quota',
    code: 'quota_limited',
    priority: 100,
    fixtures: ['openai-insufficient-quota-json-nextchat-3123'],
    summary:
      "OpenAI insufficient_quota, Volcengine Ark's AccountQuotaExceeded, Moonshot's exceeded_current_quota_error, insufficient_quota with an _error suffix (and a free usage limit named as the error type): plan or billing quota exhausted.",
    key: [
      { field: 'errorCode', values: QUOTA_CODES },
      { field: 'errorType', values: QUOTA_TYPES },
    ],
    when: (s) => is(s.errorCode, ...QUOTA_CODES) || is(s.errorType, ...QUOTA_TYPES),
  }),
  fieldRule({
    id: 'openai.invalid_api_key',
    code: 'auth_required',
    priority: 100,
    fixtures: ['openai-401-placeholder-key-ecoute-163'],
    summary: 'OpenAI invalid_api_key (and the same code with an _error suffix).',
    key: [
      { field: 'errorCode', values: INVALID_KEY_CODES },
      { field: 'errorType', values: ['invalid_api_key'] },
    ],
    when: (s) => is(s.errorCode, ...INVALID_KEY_CODES) || is(s.errorType, 'invalid_api_key'),
  }),
  fieldRule({
    id: 'oauth.token_error',
    code: 'auth_required',
    priority: 90,
    fixtures: ['gen-oauth-token-endpoint-error-code'],
    summary:
      "An OAuth token endpoint's error code (RFC 6749: invalid_grant, invalid_client, unauthorized_client, access_denied): the grant or the client was refused, sign in again.",
    key: { field: 'errorCode', values: [...OAUTH_ERROR_CODES] },
    // Spelled as RFC 6749 spells them: a platform's own `AccessDenied` code says less.
    when: (s) => s.errorCode !== undefined && OAUTH_ERROR_CODES.has(s.errorCode),
  }),
  fieldRule({
    id: 'provider.bare_internal_error',
    code: 'provider_unavailable',
    priority: 40,
    confidence: 'medium',
    fixtures: ['gen-provider-body-internal-server-error'],
    summary:
      'A provider-shaped error body whose only words are "Internal server error", under a 5xx, a 200 or no status: the server failed.',
    needs: 'text',
    // Only a body with a type or code of its own: a JSON-RPC frame's or a bare line's same words
    // belong to whatever server wrote them, and a 4xx beside them contradicts them.
    when: (s) =>
      s.channel !== 'jsonrpc' &&
      (s.errorType !== undefined || s.errorCode !== undefined) &&
      (s.status === undefined || s.status >= 500 || s.status === 200) &&
      BARE_INTERNAL_ERROR.test(s.text ?? ''),
  }),
  fieldRule({
    id: 'gateway.guardrail_block',
    code: 'content_refused',
    priority: 70,
    confidence: 'medium',
    fixtures: ['gen-gateway-guardrail-block-body', 'gen-guardrail-violation-detected-body'],
    summary:
      "A gateway's guardrail that blocked the request or the answer, told in the error body it answered with: a policy refused the content (another candidate behind another policy may not).",
    needs: 'text',
    // Only in an HTTP answer: the same words on a tool's own stderr are its own check.
    when: (s) => s.channel === 'http' && GUARDRAIL_BLOCK.test(s.text ?? ''),
  }),
  fieldRule({
    id: 'provider.token_expired',
    code: 'auth_required',
    priority: 100,
    fixtures: ['syn-codex-token-expired'],
    summary: 'Error code token_expired / invalid_token: sign in again.',
    key: {
      field: 'errorCode',
      values: ['token_expired', 'invalid_token', 'expired_token', 'authentication_error', 'unauthenticated'],
    },
    when: (s) =>
      is(
        s.errorCode,
        'token_expired',
        'invalid_token',
        'expired_token',
        'authentication_error',
        'unauthenticated',
      ),
  }),
  fieldRule({
    id: 'openai.billing_not_active',
    code: 'subscription_required',
    priority: 100,
    fixtures: ['syn-openai-billing-not-active'],
    summary:
      "Error code billing_not_active / account_deactivated (DashScope's Arrearage: an account in arrears).",
    key: {
      field: 'errorCode',
      values: BILLING_CODES,
    },
    when: (s) => is(s.errorCode, ...BILLING_CODES),
  }),
  fieldRule({
    id: 'openai.model_not_found',
    code: 'model_unavailable',
    priority: 100,
    fixtures: ['openai-model-not-found-json-13', 'gen-model-deprecated-code'],
    summary: 'model_not_found / Azure DeploymentNotFound / a retired model.',
    key: [
      { field: 'errorCode', values: MODEL_NOT_FOUND_CODES },
      { field: 'errorType', values: ['model_not_found'] },
    ],
    when: (s) => is(s.errorCode, ...MODEL_NOT_FOUND_CODES) || is(s.errorType, 'model_not_found'),
  }),
  fieldRule({
    id: 'openai.rate_limit_exceeded',
    code: 'rate_limited',
    priority: 60,
    splitByWait: true,
    fixtures: ['copilot-cli-token-usage-rate-limited-after-edits-793', 'syn-openai-rate-limit-exceeded-code'],
    summary: 'Error code rate_limit_exceeded / rate_limited; split by wait.',
    key: [
      {
        field: 'errorCode',
        values: ['rate_limit_exceeded', 'rate_limited', 'too_many_requests', 'rate_limit'],
      },
      { field: 'errorType', values: ['rate_limit_exceeded', 'tokens', 'requests'] },
    ],
    when: (s) =>
      (is(s.errorCode, 'rate_limit_exceeded', 'rate_limited', 'too_many_requests', 'rate_limit') ||
        is(s.errorType, 'rate_limit_exceeded', 'tokens', 'requests')) &&
      !LARGER_THAN_LIMIT.test(s.text ?? ''),
  }),
  fieldRule({
    id: 'openai.server_error',
    code: 'provider_unavailable',
    priority: 80,
    fixtures: [
      'syn-openai-server-error',
      'gen-openai-server-error-engine-busy',
      'gen-server-error-type-generic-apology',
    ],
    summary: 'OpenAI server_error.',
    key: [
      { field: 'errorType', values: ['server_error'] },
      { field: 'errorCode', values: ['server_error', 'internal_error'] },
    ],
    // A proxy's server_error that wraps an upstream 429, a rate limit or a request refused with
    // a 4xx: the inner words decide. So does a 4xx status of the response itself, and a code that
    // calls the request invalid.
    when: (s) =>
      (is(s.errorType, 'server_error') || is(s.errorCode, 'server_error', 'internal_error')) &&
      !is(s.errorCode, 'invalid_request_error') &&
      !(s.status !== undefined && s.status >= 400 && s.status < 500) &&
      !TEMPLATE_OR_INPUT.test(s.text ?? s.excerpt.join(' ')) &&
      !namesNoOutage(s.text) &&
      !tellsNoOutage(s.text) &&
      !/\b429\b|\brate[- ]limit|\b(?:failed|error|status(?: code)?)\W{0,3}4\d\d\b/i.test(
        s.text ?? s.excerpt.join(' '),
      ),
  }),
  fieldRule({
    id: 'provider.context_length_exceeded',
    code: 'context_window_exceeded',
    priority: 90,
    fixtures: ['syn-openai-context-length', 'gen-context-limit-exceeded-code'],
    summary: 'The prompt exceeds the model context window.',
    key: [
      {
        field: 'errorCode',
        values: ['context_length_exceeded', 'context_limit_exceeded', 'context_window_exceeded'],
      },
      { field: 'errorType', values: ['invalid_request_error'] },
    ],
    when: (s) =>
      is(s.errorCode, 'context_length_exceeded', 'context_limit_exceeded', 'context_window_exceeded') ||
      (is(s.errorType, 'invalid_request_error') &&
        /prompt is too long|maximum context length/i.test(s.text ?? '')),
  }),
  fieldRule({
    id: 'openai.string_above_max_length',
    code: 'task_error',
    priority: 90,
    fixtures: ['wording-openai-sdk-string-too-long'],
    summary:
      'One message string is longer than the API allows: the request as built, not the context window.',
    key: { field: 'errorCode', values: ['string_above_max_length'] },
    when: (s) => is(s.errorCode, 'string_above_max_length'),
  }),
  fieldRule({
    id: 'provider.content_filter_code',
    code: 'content_refused',
    priority: 95,
    fixtures: ['syn-azure-content-filter'],
    summary: 'Error code content_filter / content_policy_violation: a content policy refused the request.',
    key: [
      {
        field: 'errorCode',
        values: ['content_filter', 'content_policy_violation', 'ResponsibleAIPolicyViolation'],
      },
      { field: 'errorType', values: ['content_filter', 'content_policy_violation'] },
    ],
    when: (s) =>
      is(s.errorCode, 'content_filter', 'content_policy_violation', 'ResponsibleAIPolicyViolation') ||
      is(s.errorType, 'content_filter', 'content_policy_violation'),
  }),
  fieldRule({
    id: 'provider.invalid_request.model',
    code: 'model_unavailable',
    priority: 80,
    fixtures: ['codex-acp-stderr-model-unsupported-zed-223'],
    summary: 'An invalid-request error whose message says the model is missing or not allowed.',
    key: { field: 'errorType', values: ['invalid_request_error', 'INVALID_ARGUMENT'] },
    when: (s) =>
      is(s.errorType, 'invalid_request_error', 'INVALID_ARGUMENT') && MODEL_MISSING.test(s.text ?? ''),
  }),
  fieldRule({
    id: 'relay.request_invalid',
    code: 'task_error',
    priority: 10,
    confidence: 'medium',
    fixtures: ['gen-relay-request-invalid-code'],
    summary:
      'An error code for a request that could not be read or converted (One API / New API relays: invalid_request, bad_request_body, convert_request_failed; param_error from relays; others send invalid_request too) with a message that names what: the request, as sent.',
    key: { field: 'errorCode', values: RELAY_REQUEST_CODES },
    when: (s) => {
      if (!is(s.errorCode, ...RELAY_REQUEST_CODES) || s.status === 401 || s.status === 403) return false;
      const text = s.text ?? s.excerpt.join(' ');
      // RFC 6749's invalid_request is a token exchange refused, not the model request; a candidate
      // that lacks what the request holds is the candidate's, whatever code it sends.
      return !ONLY_REQUEST_REFUSED.test(text) && !OAUTH_CONTEXT.test(text) && !statesMissingCapability(text);
    },
  }),
  fieldRule({
    id: 'relay.upstream_request_failed',
    code: 'provider_unavailable',
    priority: 10,
    confidence: 'medium',
    fixtures: ['gen-relay-upstream-request-failed-code'],
    summary:
      "A relay's code for its request to the upstream provider failing on the way (One API / New API do_request_failed); a transport reason in its words decides first.",
    key: { field: 'errorCode', values: ['do_request_failed'] },
    when: (s) => is(s.errorCode, 'do_request_failed'),
  }),
  fieldRule({
    id: 'provider.invalid_request',
    code: 'task_error',
    priority: 10,
    confidence: 'medium',
    fixtures: ['cc-400-invalid-json-surrogate-6376'],
    summary: 'A generic invalid_request_error: the request cannot succeed as sent.',
    key: { field: 'errorType', values: ['invalid_request_error'] },
    when: (s) =>
      is(s.errorType, 'invalid_request_error') &&
      s.status !== 401 &&
      s.status !== 403 &&
      !(s.text !== undefined && GENERIC_400_MESSAGE.test(s.text)) &&
      !statesMissingCapability(s.text),
  }),
];

/**
 * A QuotaFailure that names only per-minute or per-second quotas, none of them allowing zero: a
 * throttle, whatever its words say (issue 10, kind 3).
 */
export function onlyShortQuotaWindows(s: Signal): boolean {
  const ids = s.quotaIds;
  return (
    ids !== undefined &&
    ids.length > 0 &&
    s.quotaZero !== true &&
    ids.every((q) => /per(?:minute|second)/i.test(q))
  );
}

const google: Rule[] = [
  fieldRule({
    id: 'google.quota_failure.long_window',
    code: 'quota_limited',
    priority: 100,
    fixtures: ['gemini-perday-and-perminute-retryinfo-genai-2044'],
    summary: 'Google QuotaFailure with a per-day (or longer) quota id, or an allowance of zero.',
    when: (s) =>
      s.quotaZero === true || (s.quotaIds ?? []).some((q) => /per(?:day|week|month)|daily/i.test(q)),
  }),
  fieldRule({
    id: 'google.quota_failure.short_window',
    code: 'rate_limited',
    priority: 90,
    splitByWait: true,
    fixtures: ['syn-gemini-per-minute-quota', 'gen-gemini-per-minute-quota-words'],
    summary: 'Google QuotaFailure with only per-minute or per-second quota ids.',
    when: onlyShortQuotaWindows,
  }),
  fieldRule({
    id: 'google.resource_exhausted',
    code: 'rate_limited',
    priority: 40,
    confidence: 'medium',
    splitByWait: true,
    fixtures: ['syn-gemini-resource-exhausted-structured'],
    summary: 'Google RESOURCE_EXHAUSTED without quota details; split by wait.',
    key: { field: 'errorType', values: ['RESOURCE_EXHAUSTED'] },
    // A model with no capacity on the server says so in words: model capacity, not the account's limit.
    when: (s) =>
      is(s.errorType, 'RESOURCE_EXHAUSTED') &&
      !/\bNo capacity available for (?:the )?model\b/i.test(s.text ?? ''),
  }),
  ...table(
    'google.reason',
    'reasons',
    (s) => s.reasons?.[0],
    [
      [
        'API_KEY_INVALID',
        'auth_required',
        'gemini-api-key-invalid-400-cequence-109',
        'ErrorInfo API_KEY_INVALID.',
      ],
      ['API_KEY_EXPIRED', 'auth_required', 'syn-gemini-api-key-expired', 'ErrorInfo API_KEY_EXPIRED.'],
      [
        'CREDENTIALS_MISSING',
        'missing_credentials',
        'gemini-401-credentials-missing-run-gemini-cli-123',
        'ErrorInfo CREDENTIALS_MISSING.',
      ],
      [
        'SERVICE_DISABLED',
        'provider_not_configured',
        'syn-gemini-service-disabled',
        'ErrorInfo SERVICE_DISABLED.',
      ],
      [
        'PERMISSION_DENIED',
        'auth_required',
        'gen-google-reason-permission-denied',
        'ErrorInfo PERMISSION_DENIED: the caller may not use this project or API.',
      ],
      [
        'MODEL_CAPACITY_EXHAUSTED',
        'model_capacity',
        'gen-model-capacity-exhausted-reason',
        'ErrorInfo MODEL_CAPACITY_EXHAUSTED: no capacity for the model now.',
      ],
      [
        'QUOTA_EXHAUSTED',
        'quota_limited',
        'gen-google-reason-quota-exhausted',
        "ErrorInfo QUOTA_EXHAUSTED: the account's quota is spent (Code Assist and Antigravity name per-minute limits RATE_LIMIT_EXCEEDED).",
      ],
      [
        'BILLING_DISABLED',
        'subscription_required',
        'syn-gemini-billing-disabled',
        'ErrorInfo BILLING_DISABLED.',
      ],
      [
        'RATE_LIMIT_EXCEEDED',
        'rate_limited',
        'wording-gemini-code-assist-per-day-errorinfo',
        'ErrorInfo RATE_LIMIT_EXCEEDED; a per-day quota limit beside it makes it a quota.',
        true,
      ],
    ],
    100,
  ),
  fieldRule({
    id: 'google.reason.unsafe',
    code: 'content_refused',
    priority: 100,
    fixtures: ['gen-google-reason-unsafe-generation'],
    summary:
      'An ErrorInfo reason naming unsafe or prohibited content (e.g. PUBLIC_ERROR_UNSAFE_GENERATION): a refusal.',
    needs: 'reasons',
    when: (s) => s.reasons?.some((r) => /UNSAFE|SAFETY|PROHIBITED/i.test(r)) === true,
  }),
  fieldRule({
    id: 'google.reason.credits',
    code: 'quota_limited',
    priority: 100,
    fixtures: ['gen-google-reason-credits-balance', 'gen-error-info-insufficient-credits-balance'],
    summary:
      'An ErrorInfo reason about credits or a balance running out (e.g. INSUFFICIENT_…_CREDITS_BALANCE): a quota, whatever status it rides on.',
    needs: 'reasons',
    when: (s) => s.reasons?.some((r) => /CREDIT|BALANCE/i.test(r)) === true,
  }),
  fieldRule({
    id: 'google.unauthenticated',
    code: 'auth_required',
    priority: 60,
    fixtures: ['syn-gemini-unauthenticated'],
    summary: 'Google UNAUTHENTICATED without a more specific reason.',
    key: { field: 'errorType', values: ['UNAUTHENTICATED'] },
    when: (s) => is(s.errorType, 'UNAUTHENTICATED'),
  }),
  fieldRule({
    id: 'google.permission_denied',
    code: 'auth_required',
    priority: 40,
    confidence: 'medium',
    fixtures: ['syn-gemini-permission-denied'],
    summary:
      'Google PERMISSION_DENIED without a more specific reason (a relay that denies for money says so).',
    key: { field: 'errorType', values: ['PERMISSION_DENIED'] },
    when: (s) => is(s.errorType, 'PERMISSION_DENIED') && !(s.text !== undefined && MONEY_DENIED.test(s.text)),
  }),
  fieldRule({
    id: 'google.cancelled',
    code: 'cancelled',
    priority: 60,
    fixtures: ['wording-gemini-cancelled'],
    summary: 'Google CANCELLED: the caller cancelled the request.',
    key: { field: 'errorType', values: ['CANCELLED'] },
    when: (s, all) => is(s.errorType, 'CANCELLED') && !backendCancelled(all),
  }),
  fieldRule({
    id: 'google.unavailable',
    code: 'provider_unavailable',
    priority: 60,
    fixtures: ['syn-gemini-unavailable'],
    summary: 'Google UNAVAILABLE / INTERNAL; "model is overloaded" means overload.',
    key: { field: 'errorType', values: ['UNAVAILABLE', 'INTERNAL', 'DEADLINE_EXCEEDED', 'CANCELLED'] },
    when: (s, all) =>
      (is(s.errorType, 'UNAVAILABLE', 'INTERNAL', 'DEADLINE_EXCEEDED') ||
        (is(s.errorType, 'CANCELLED') && backendCancelled(all))) &&
      !/overloaded|\bNo capacity available for (?:the )?model\b/i.test(s.text ?? '') &&
      !RELAY_CANNOT_ROUTE.test(s.text ?? ''),
  }),
  fieldRule({
    id: 'google.overloaded',
    code: 'provider_overloaded',
    priority: 70,
    fixtures: ['syn-gemini-model-overloaded'],
    summary: 'Google UNAVAILABLE saying the model is overloaded.',
    key: { field: 'errorType', values: ['UNAVAILABLE'] },
    when: (s) => is(s.errorType, 'UNAVAILABLE') && /overloaded/i.test(s.text ?? ''),
  }),
  fieldRule({
    id: 'google.not_found.model',
    code: 'model_unavailable',
    priority: 80,
    fixtures: ['syn-gemini-model-not-found'],
    summary: 'Google NOT_FOUND naming a model.',
    key: { field: 'errorType', values: ['NOT_FOUND'] },
    when: (s) => is(s.errorType, 'NOT_FOUND') && MODEL_TEXT.test(s.text ?? ''),
  }),
];

const aws: Rule[] = [
  fieldRule({
    id: 'aws.throttling_exception',
    code: 'rate_limited',
    priority: 90,
    splitByWait: true,
    fixtures: ['bedrock-throttling-js-metadata-roo-5050'],
    summary: 'AWS ThrottlingException (a per-day token limit is a quota).',
    key: { field: 'awsException', values: ['ThrottlingException'] },
    when: (s) => is(s.awsException, 'ThrottlingException') && !/per day/i.test(s.text ?? ''),
  }),
  fieldRule({
    id: 'aws.daily_token_quota',
    code: 'quota_limited',
    priority: 95,
    fixtures: ['syn-bedrock-tokens-per-day'],
    summary: 'AWS ThrottlingException for tokens per day, or ServiceQuotaExceededException.',
    key: { field: 'awsException', values: ['ThrottlingException', 'ServiceQuotaExceededException'] },
    when: (s) =>
      (is(s.awsException, 'ThrottlingException') && /per day/i.test(s.text ?? '')) ||
      is(s.awsException, 'ServiceQuotaExceededException'),
  }),
  ...table(
    'aws',
    'awsException',
    (s) => s.awsException,
    [
      ['ModelNotReadyException', 'model_capacity', 'syn-bedrock-model-not-ready', 'Bedrock model not ready.'],
      [
        'ServiceUnavailableException',
        'provider_unavailable',
        'bedrock-service-unavailable-bedrust-47',
        'AWS ServiceUnavailableException.',
      ],
      [
        'InternalServerException',
        'provider_unavailable',
        'syn-bedrock-internal',
        'AWS InternalServerException.',
      ],
      [
        'ModelStreamErrorException',
        'provider_unavailable',
        'syn-bedrock-stream-error-200',
        'Bedrock stream error (inside HTTP 200).',
      ],
      ['ModelErrorException', 'provider_unavailable', 'syn-bedrock-model-error', 'Bedrock model error.'],
      [
        'InvalidSignatureException',
        'auth_required',
        'syn-bedrock-invalid-signature',
        'AWS request signature rejected.',
      ],
      [
        'ModelTimeoutException',
        'provider_unavailable',
        'syn-bedrock-model-timeout',
        'Bedrock model timeout.',
      ],
      [
        'ResourceNotFoundException',
        'model_unavailable',
        'syn-bedrock-resource-not-found',
        'Bedrock model not found.',
      ],
      [
        'UnrecognizedClientException',
        'auth_required',
        'syn-bedrock-unrecognized-client',
        'AWS credentials rejected.',
      ],
      ['ExpiredTokenException', 'auth_required', 'syn-bedrock-expired-token', 'AWS session token expired.'],
      [
        'IncompleteSignature',
        'auth_required',
        'gen-aws-incomplete-signature',
        'AWS request signature incomplete or malformed.',
      ],
      [
        'MissingAuthenticationTokenException',
        'missing_credentials',
        'gen-aws-missing-authentication-token',
        'AWS request sent with no credentials.',
      ],
      [
        'FTUFormNotFilled',
        'subscription_required',
        'gen-aws-ftu-form-not-filled',
        'Bedrock model use form not submitted for the account: an entitlement a person completes.',
      ],
    ],
    90,
  ),
  fieldRule({
    id: 'aws.access_denied',
    code: 'model_unavailable',
    priority: 80,
    confidence: 'medium',
    fixtures: ['syn-bedrock-access-denied-model'],
    summary: 'AWS AccessDeniedException: no access to the model.',
    key: { field: 'awsException', values: ['AccessDeniedException'] },
    // A denial that names no model is the caller's permission (labelling guide rule 6).
    when: (s) =>
      is(s.awsException, 'AccessDeniedException') &&
      !IAM_DENIED.test(s.text ?? '') &&
      MODEL_TEXT.test(s.text ?? ''),
  }),
  fieldRule({
    id: 'aws.access_denied_caller',
    code: 'auth_required',
    priority: 78,
    confidence: 'medium',
    fixtures: ['gen-bedrock-access-denied-bare'],
    summary: 'AWS AccessDeniedException that names no model: the caller lacks the permission.',
    key: { field: 'awsException', values: ['AccessDeniedException'] },
    when: (s) =>
      is(s.awsException, 'AccessDeniedException') &&
      !IAM_DENIED.test(s.text ?? '') &&
      !MODEL_TEXT.test(s.text ?? ''),
  }),
  fieldRule({
    id: 'aws.validation_exception',
    code: 'task_error',
    priority: 60,
    confidence: 'medium',
    fixtures: ['syn-bedrock-validation-parameter'],
    summary:
      'AWS ValidationException; a model identifier, context-window, content or conversation problem has its own code.',
    key: { field: 'awsException', values: ['ValidationException'] },
    when: (s) =>
      is(s.awsException, 'ValidationException') &&
      !MODEL_MISSING.test(s.text ?? '') &&
      // What the selected model lacks (a thinking mode, tool choice): another model may take it.
      !MODEL_LACKS_CAPABILITY.test(s.text ?? '') &&
      !/\btoo long\b|context (?:window|length|limit)/i.test(s.text ?? '') &&
      // Words a content filter answers with: the content rules decide.
      !/\bfiltered words\b|\b(?:content|safety) (?:filters?|polic(?:y|ies))\b/i.test(s.text ?? '') &&
      // A message or content block of the conversation named: the conversation rules decide.
      !/\bmessages\.\d+|\.content\.\d+:|\b`?thinking`? block\b|\bContentBlock\b|\bcontent blocks?\b|\btool_?(?:use|result)\b|\bunsupported countr|\balternat(?:e|es|ing) between\b|\bmust start with\b/i.test(
        s.text ?? '',
      ),
  }),
];

const agentTool: Rule[] = [
  fieldRule({
    id: 'agent.tool_failed',
    code: 'not_provider_error',
    // A weak prior: any specific evidence of the run (a provider error, a local cause) decides instead.
    priority: 10,
    confidence: 'low',
    fixtures: [
      'gen-tool-result-error-frame',
      'gen-claude-tool-result-is-error',
      'gen-acp-tool-call-failed-exit',
    ],
    summary: "A tool_result frame with status error: the agent's own tool failed, not the provider.",
    needs: 'toolFailed',
    when: (s) => s.toolFailed === true,
  }),
  fieldRule({
    id: 'agent.narrative_tool_failed',
    code: 'not_provider_error',
    // A weak prior like the frame's: a local cause the words name decides instead.
    priority: 10,
    confidence: 'low',
    fixtures: [
      'gen-narrative-tool-query-failed',
      'gen-narrative-tool-met-a-429',
      'gen-narrative-call-echo-then-error',
    ],
    summary:
      "With nothing but narrative, the words after a tool ran report that tool's failure: not the provider.",
    needs: 'narrativeToolFailed',
    when: (s) => s.narrativeToolFailed === true,
  }),
];

const claude: Rule[] = table(
  'claude.error',
  'claudeError',
  (s) => s.claudeError,
  [
    [
      'rate_limit',
      'rate_limited',
      'syn-claude-stream-rate-limit',
      'Claude stream-json error rate_limit.',
      true,
    ],
    [
      'authentication_failed',
      'auth_required',
      'syn-claude-stream-auth-failed',
      'Claude stream-json auth failure.',
    ],
    [
      'oauth_org_not_allowed',
      'subscription_required',
      'cc-streamjson-oauth-org-not-allowed-79500',
      'The organization disabled subscription access.',
    ],
    [
      // Credits or a balance that ran out: a quota (labelling guide rule 5).
      'billing_error',
      'quota_limited',
      'syn-claude-stream-billing',
      'Claude stream-json billing_error.',
    ],
    [
      'server_error',
      'provider_unavailable',
      'syn-claude-stream-server-error',
      'Claude stream-json server_error.',
    ],
    [
      'error_max_budget_usd',
      'task_error',
      'gen-claude-result-max-budget',
      'The run reached its own spending cap (result subtype error_max_budget_usd): the task, not the provider.',
    ],
    [
      'error_max_turns',
      'task_error',
      'gen-claude-result-max-turns',
      'The run reached its own turn limit (result subtype error_max_turns): the task, not the provider.',
    ],
    ['overloaded', 'provider_overloaded', 'syn-claude-stream-overloaded', 'Claude stream-json overloaded.'],
    [
      'max_tokens',
      'task_error',
      'gen-claude-result-stop-max-tokens',
      'The answer stopped at its output token limit (result stop_reason max_tokens): the request, not the provider.',
    ],
    [
      'refusal',
      'content_refused',
      'gen-claude-result-stop-refusal',
      'The model refused (result stop_reason refusal): its content policy.',
    ],
    [
      'invalid_request',
      'task_error',
      'syn-claude-stream-invalid-request',
      'Claude stream-json invalid_request.',
    ],
    [
      'max_output_tokens',
      'task_error',
      'syn-claude-stream-max-output',
      'Claude output token maximum reached.',
    ],
  ],
  100,
);

const acp: Rule[] = [
  ...table(
    'acp.error_kind',
    'errorKind',
    (s) => s.errorKind,
    [
      [
        'rate_limit',
        'rate_limited',
        'syn-acp-error-kind-rate-limit',
        'ACP bridge errorKind rate_limit.',
        true,
      ],
      [
        'overloaded',
        'provider_overloaded',
        'syn-acp-error-kind-overloaded',
        'ACP bridge errorKind overloaded.',
      ],
      [
        'server_error',
        'provider_unavailable',
        'syn-acp-error-kind-server',
        'ACP bridge errorKind server_error.',
      ],
      [
        'authentication_failed',
        'auth_required',
        'syn-acp-error-kind-auth',
        'ACP bridge errorKind auth failure.',
      ],
      ['billing_error', 'quota_limited', 'syn-acp-error-kind-billing', 'ACP bridge errorKind billing_error.'],
      [
        'max_output_tokens',
        'task_error',
        'syn-acp-error-kind-max-output',
        'ACP bridge errorKind max_output_tokens.',
      ],
      // The bridge forwards the Claude SDK's error kinds: the same table as stream-json's `error`.
      [
        'invalid_request',
        'task_error',
        'gen-acp-error-kind-invalid-request',
        'ACP bridge errorKind invalid_request.',
      ],
      [
        'oauth_org_not_allowed',
        'subscription_required',
        'gen-acp-error-kind-oauth-org',
        'ACP bridge errorKind oauth_org_not_allowed.',
      ],
    ],
    100,
  ),
  ...table(
    'codex.error_info',
    'codexErrorInfo',
    (s) => s.codexErrorInfo,
    [
      ['usage_limit_exceeded', 'quota_limited', 'syn-codex-acp-usage-limit', 'Codex usage limit exceeded.'],
      [
        'usage_not_included',
        'subscription_required',
        'syn-codex-usage-not-included',
        'Plan does not include Codex.',
      ],
      [
        'server_overloaded',
        'provider_overloaded',
        'syn-codex-acp-server-overloaded',
        'Codex server overloaded.',
      ],
      [
        'internal_server_error',
        'provider_unavailable',
        'syn-codex-internal-server',
        'Codex internal server error.',
      ],
      ['unauthorized', 'auth_required', 'syn-codex-unauthorized', 'Codex unauthorized.'],
      [
        'context_window_exceeded',
        'context_window_exceeded',
        'syn-codex-context-window',
        'Codex context window exceeded.',
      ],
      ['bad_request', 'task_error', 'syn-codex-bad-request', 'Codex bad request.'],
      [
        'sandbox_error',
        'local_permission_error',
        'syn-codex-sandbox-error',
        'Codex sandbox denied an action.',
      ],
    ],
    100,
  ),
  fieldRule({
    id: 'codex.error_info.connection_failed',
    code: 'network_unavailable',
    priority: 100,
    fixtures: ['syn-codex-http-connection-failed-429', 'syn-codex-stream-connection-failed'],
    summary: 'Codex connection/stream failure; its HTTP status decides (429 rate limit, 5xx server).',
    key: {
      field: 'codexErrorInfo',
      values: ['http_connection_failed', 'response_stream_connection_failed', 'response_stream_disconnected'],
    },
    when: (s) =>
      is(
        s.codexErrorInfo,
        'http_connection_failed',
        'response_stream_connection_failed',
        'response_stream_disconnected',
      ),
  }),
  fieldRule({
    id: 'acp.resource_not_found',
    code: 'resume_state_error',
    priority: 30,
    confidence: 'medium',
    fixtures: ['wording-acp-session-resource-not-found'],
    summary: 'JSON-RPC -32002 "Resource not found" from an ACP agent: the session to load is gone.',
    key: { field: 'rpcCode', values: [-32002] },
    when: (s) => s.channel === 'jsonrpc' && s.rpcCode === -32002,
  }),
  fieldRule({
    id: 'acp.invalid_request_from_client',
    code: 'not_provider_error',
    // A weak prior: any cause named with it (a session not found) decides first.
    priority: 8,
    confidence: 'medium',
    fixtures: ['gen-acp-invalid-params'],
    summary:
      'JSON-RPC -32600, -32601 or -32602 from an ACP agent or client: a request, method or params the other side refuses or does not implement, not the provider.',
    key: { field: 'rpcCode', values: [-32600, -32601, -32602] },
    when: (s) =>
      s.channel === 'jsonrpc' && (s.rpcCode === -32600 || s.rpcCode === -32601 || s.rpcCode === -32602),
  }),
  fieldRule({
    id: 'acp.auth_required',
    code: 'auth_required',
    priority: 30,
    confidence: 'medium',
    fixtures: ['syn-acp-32000-auth'],
    summary: 'JSON-RPC -32000 from an ACP agent: authentication required.',
    key: { field: 'rpcCode', values: [-32000] },
    // An MCP server's -32000 (its connection closed) is a side channel's, not the agent asking to log in.
    // -32000 is also JSON-RPC's generic server error: a message naming a throttle, a 5xx or a
    // disposed or closed connection, a time-out or a process that died says which.
    when: (s, all) =>
      s.channel === 'jsonrpc' &&
      s.rpcCode === -32000 &&
      !all.some((x) => x.item === s.item && (x.excerpt ?? []).some((e) => /\bMCP\b/.test(e))) &&
      !/\b429\b|\brate[- ]limit|\btoo many requests\b|\b5\d\d\b|\b(?:client|connection|transport) (?:is |was |has been )?(?:disposed|closed)\b|\btimed out\b|\b(?:process|agent|server|subprocess) (?:has )?(?:died|exited|crashed|terminated)\b/i.test(
        s.text ?? s.excerpt.join(' '),
      ),
  }),
];

// claude-agent-acp reports a 529 as errorKind server_error; its text says which.
// Claude's server_error kind (stream-json `error`, the ACP bridge's errorKind) covers a 529: its
// text says which.
for (const serverKind of [
  acp.find((r) => r.id === 'acp.error_kind.server_error')!,
  claude.find((r) => r.id === 'claude.error.server_error')!,
]) {
  serverKind.codes = ['provider_overloaded'];
  const baseServerKind = serverKind.match;
  serverKind.match = (s, all) => {
    const hit = baseServerKind(s, all);
    const overloaded = all.some(
      (x) => x.item === s.item && /\b529\b.{0,40}\boverloaded\b|\boverloaded_error\b/i.test(x.text ?? ''),
    );
    return hit && overloaded ? { ...hit, code: 'provider_overloaded' } : hit;
  };
}
// OpenAI's server_error type also carries an overload ("the engine is currently overloaded",
// "service is too busy"): its words say which.
const serverError = openai.find((r) => r.id === 'openai.server_error')!;
serverError.codes = ['provider_overloaded'];
const baseServerError = serverError.match;
serverError.match = (s, all) => {
  const hit = baseServerError(s, all);
  return hit && SERVER_OVERLOADED.test(s.text ?? '') ? { ...hit, code: 'provider_overloaded' } : hit;
};
// Its invalid_request kind about the model itself (an unknown model identifier) is the model's.
for (const invalidKind of [
  acp.find((r) => r.id === 'acp.error_kind.invalid_request')!,
  claude.find((r) => r.id === 'claude.error.invalid_request')!,
]) {
  invalidKind.codes = ['model_unavailable'];
  const baseInvalidKind = invalidKind.match;
  invalidKind.match = (s, all) => {
    const hit = baseInvalidKind(s, all);
    const model = all.some((x) => x.item === s.item && MODEL_MISSING.test(x.text ?? ''));
    return hit && model ? { ...hit, code: 'model_unavailable' } : hit;
  };
}

// A per-model quota id scopes the exhaustion to the model (lesson 11).
for (const rule of google.filter((r) => r.id.startsWith('google.quota_failure.'))) {
  const base = rule.match;
  rule.match = (s, all) => {
    const hit = base(s, all);
    return hit && (s.quotaIds ?? []).some((q) => /PerModel/i.test(q)) ? { ...hit, scope: 'model' } : hit;
  };
}

// Codex connection failures carry the HTTP status that decides the cause.
const connectionFailed = acp.find((r) => r.id === 'codex.error_info.connection_failed')!;
connectionFailed.codes = ['rate_limited', 'quota_limited', 'provider_unavailable'];
const baseConnectionMatch = connectionFailed.match;
connectionFailed.match = (s, all) => {
  const hit = baseConnectionMatch(s, all);
  if (!hit) return null;
  if (s.status === 429) return { ...hit, code: splitByWait(s.timing) };
  if (s.status !== undefined && s.status >= 500) return { ...hit, code: 'provider_unavailable' };
  // Another 4xx is an answer, not a lost connection: the status rules decide (401 is auth).
  if (s.status !== undefined && s.status >= 400) return null;
  return hit;
};

const limits: Rule[] = [
  fieldRule({
    id: 'ratelimit.rejected',
    code: 'quota_limited',
    priority: 70,
    confidence: 'medium',
    fixtures: [
      'gen-unified-window-rejected-without-claim',
      'syn-claude-rate-limit-event-rejected',
      'syn-anthropic-unified-rejected-header',
    ],
    summary:
      'A rejected rate-limit event or unified header: a named subscription window is quota, otherwise a short reset is a throttle.',
    key: { field: 'rateLimitStatus', values: ['rejected'] },
    when: (s) => is(s.rateLimitStatus, 'rejected'),
  }),
  fieldRule({
    id: 'http.429_long_wait',
    code: 'quota_limited',
    priority: 55,
    fixtures: ['gen-429-retry-after-hours'],
    summary:
      'A 429 whose own header or body asks for a wait of hours: a quota window, whatever its text says.',
    key: { field: 'status', values: [429] },
    when: (s) => s.status === 429 && (s.timing?.retry_after ?? 0) > SHORT_WAIT_MAX_SECONDS,
  }),
];
const rejected = limits[0]!;
rejected.codes = ['rate_limited'];
const baseRejected = rejected.match;
rejected.match = (s, all) => {
  const hit = baseRejected(s, all);
  // A named subscription window (five_hour, seven_day, 5h, 7d, opus weekly) is a quota at any wait.
  if (!hit || /hour|day|week|month|\d+[hd](?![a-z])|opus|sonnet/i.test(s.rateLimitWindow ?? '')) return hit;
  return s.timing ? { ...hit, code: splitByWait(s.timing) } : hit;
};

/**
 * HTTP status alone: a weak prior (lesson 1), lowest priority of the tier; `unless` names words
 * that contradict the status's reading, beside which it stays silent.
 */
function statusRule(
  id: string,
  code: Code,
  statuses: number[],
  fixture: string,
  summary: string,
  split = false,
  unless?: RegExp,
) {
  return fieldRule({
    id,
    code,
    priority: 5,
    confidence: 'medium',
    ...(split ? { splitByWait: true } : {}),
    fixtures: [fixture],
    summary,
    key: { field: 'status', values: statuses },
    when: (s) =>
      s.status !== undefined && statuses.includes(s.status) && !unless?.test(s.text ?? s.excerpt.join(' ')),
  });
}

/** A search engine's own resource and index exceptions (Elasticsearch, OpenSearch): never the model's. */
const SEARCH_ENGINE_TYPES = [
  'circuit_breaking_exception',
  'es_rejected_execution_exception',
  'index_not_found_exception',
  'search_phase_execution_exception',
  'cluster_block_exception',
  'version_conflict_engine_exception',
];

const stores: Rule[] = [
  fieldRule({
    id: 'store.search_engine_exception',
    code: 'not_provider_error',
    priority: 100,
    confidence: 'medium',
    fixtures: ['gen-search-engine-circuit-breaker'],
    summary:
      "A search engine's own exception type in its error body (a circuit breaker, a full queue, a missing index): the store beside the model, not the provider, whatever status it answered.",
    key: { field: 'errorType', values: SEARCH_ENGINE_TYPES },
    when: (s) => is(s.errorType, ...SEARCH_ENGINE_TYPES),
  }),
];

/** A denial whose own words name money run out: the balance decides, not the permission. */
const MONEY_DENIED =
  /\b(?:insufficient|low|negative) (?:account |credit )?balance\b|\bbalance is (?:insufficient|too low)\b|\bcredits? (?:exhausted|depleted|used up)\b/i;

/** Words of a throttle, which a 402's payment reading cannot stand beside. */
const RATE_LIMIT_WORDS = /\brate[- ]?limit/i;

const status: Rule[] = [
  statusRule(
    'http.5xx',
    'provider_unavailable',
    [500, 502, 503, 504, 520, 521, 522, 523, 524, 525, 526, 527],
    'syn-http-503',
    'HTTP 500/502/503/504, and the 520-527 a CDN in front of the provider answers when its origin fails, times out or fails its TLS handshake.',
  ),
  statusRule('http.529', 'provider_overloaded', [529], 'syn-http-529', 'HTTP 529 overloaded.'),
  statusRule(
    'http.498',
    'model_capacity',
    [498],
    'gen-capacity-exceeded-code',
    'HTTP 498 (Groq flex tier): no capacity for now.',
  ),
  statusRule('http.429', 'rate_limited', [429], 'syn-http-429-retry-after', 'HTTP 429; split by wait.', true),
  statusRule('http.401', 'auth_required', [401], 'syn-http-401', 'HTTP 401.'),
  // A 402 whose own words say a rate limit contradicts itself (payment or throttle): left open.
  statusRule(
    'http.402',
    'quota_limited',
    [402],
    'openrouter-402-afford-maxtokens-gptmobile-284',
    'HTTP 402, unless its words say a rate limit.',
    false,
    RATE_LIMIT_WORDS,
  ),
  statusRule('http.413', 'task_error', [413], 'syn-http-413', 'HTTP 413: request too large.'),
  // The server that answers the request says what in it is not supported: that server's limit, so
  // another candidate may take the same request. A value outside a listed set, or a gateway's own
  // config, is the request's.
  fieldRule({
    id: 'request.server_says_not_supported',
    code: 'conversation_rejected',
    priority: 6,
    confidence: 'medium',
    fixtures: ['gen-400-server-says-parameter-not-supported'],
    summary:
      'A 400 or 422 answer whose message says something the request holds is not supported: the serving side lacks it, and another candidate may take the same request.',
    key: { field: 'status', values: [400, 422] },
    when: (s) => {
      if (s.status !== 400 && s.status !== 422) return false;
      const text = s.text ?? s.excerpt.join(' ');
      return NOT_SUPPORTED_WORDS.test(text) && !NOT_SUPPORTED_BUT_THE_REQUEST.test(text);
    },
  }),
];

const LOOPBACK = /^(?:localhost|127\.\d+\.\d+\.\d+|::1|\[::1\])(?::\d+)?$/i;
const NETWORK_ERRNO =
  /^(?:ECONNRESET|ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ENETDOWN|ECONNABORTED|ESOCKETTIMEDOUT|EPROTO|UND_ERR_\w+|CERT_\w+|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_\w+|DEPTH_ZERO_SELF_SIGNED_CERT|ERR_TLS_\w+|ERR_SOCKET_CONNECTION_TIMEOUT|ERR_HTTP2_\w+)$/;

const processRules: Rule[] = [
  fieldRule({
    id: 'process.exit_127',
    code: 'provider_not_configured',
    priority: 100,
    fixtures: ['syn-exit-127'],
    summary: 'Exit 127: the agent command was not found.',
    key: { field: 'exitCode', values: [127] },
    when: (s) => s.exitCode === 127,
  }),
  fieldRule({
    id: 'process.exit_126',
    code: 'provider_not_configured',
    priority: 100,
    fixtures: ['syn-exit-126'],
    summary: 'Exit 126: the agent command is not executable.',
    key: { field: 'exitCode', values: [126] },
    when: (s) => s.exitCode === 126,
  }),
  fieldRule({
    id: 'process.killed',
    code: 'local_runtime_error',
    priority: 90,
    fixtures: ['cc-killed-oom-799'],
    summary: 'SIGKILL / exit 137, SIGSEGV, SIGABRT: the local runtime died (often OOM).',
    key: [
      { field: 'exitSignal', values: ['SIGKILL', 'SIGSEGV', 'SIGABRT', 'SIGBUS'] },
      { field: 'exitCode', values: [137, 139, 134] },
    ],
    when: (s) =>
      is(s.exitSignal ?? undefined, 'SIGKILL', 'SIGSEGV', 'SIGABRT', 'SIGBUS') ||
      s.exitCode === 137 ||
      s.exitCode === 139 ||
      s.exitCode === 134,
  }),
  fieldRule({
    id: 'process.interrupted',
    code: 'cancelled',
    priority: 90,
    fixtures: ['syn-exit-sigint'],
    summary: 'SIGINT / SIGTERM / exit 130 / 143: the run was stopped.',
    key: [
      { field: 'exitSignal', values: ['SIGINT', 'SIGTERM'] },
      { field: 'exitCode', values: [130, 143] },
    ],
    when: (s) =>
      is(s.exitSignal ?? undefined, 'SIGINT', 'SIGTERM') || s.exitCode === 130 || s.exitCode === 143,
  }),
  fieldRule({
    id: 'process.spawn_local_limit',
    code: 'local_runtime_error',
    priority: 90,
    fixtures: ['gen-spawn-emfile'],
    summary: 'Spawn EMFILE / ENFILE / ENOMEM / E2BIG / EAGAIN: the local machine could not start the agent.',
    key: { field: 'spawnCode', values: ['EMFILE', 'ENFILE', 'ENOMEM', 'E2BIG', 'EAGAIN'] },
    when: (s) => s.channel === 'spawn' && is(s.spawnCode, 'EMFILE', 'ENFILE', 'ENOMEM', 'E2BIG', 'EAGAIN'),
  }),
  fieldRule({
    id: 'process.spawn_not_permitted',
    code: 'local_permission_error',
    priority: 90,
    fixtures: ['gen-spawn-eperm'],
    summary: 'Spawn EPERM: a local policy (sandbox, SELinux) forbade starting the agent.',
    key: { field: 'spawnCode', values: ['EPERM'] },
    when: (s) => s.channel === 'spawn' && is(s.spawnCode, 'EPERM'),
  }),
  fieldRule({
    id: 'process.spawn_not_found',
    code: 'provider_not_configured',
    priority: 100,
    fixtures: ['syn-spawn-enoent'],
    summary: 'Spawn ENOENT / EACCES: the agent is not installed or not executable.',
    key: { field: 'spawnCode', values: ['ENOENT', 'EACCES', 'ENOTDIR'] },
    when: (s) => s.channel === 'spawn' && is(s.spawnCode, 'ENOENT', 'EACCES', 'ENOTDIR'),
  }),
  fieldRule({
    id: 'process.spawn_pipe_lost',
    code: 'agent_transport_lost',
    priority: 90,
    confidence: 'medium',
    fixtures: ['syn-spawn-epipe'],
    summary: 'EPIPE to the agent process: its pipe closed before a result.',
    key: [
      { field: 'spawnCode', values: ['EPIPE'] },
      { field: 'errno', values: ['EPIPE'] },
    ],
    when: (s) => (s.channel === 'spawn' || s.channel === 'network') && is(s.spawnCode ?? s.errno, 'EPIPE'),
  }),
  fieldRule({
    id: 'network.loopback_lost',
    code: 'agent_transport_lost',
    priority: 95,
    fixtures: ['syn-network-loopback-reset'],
    summary: 'A transport errno on a loopback host: the local agent connection, not the provider.',
    key: { field: 'channel', values: ['network'] },
    // A model API path on the loopback host is a local model server (local.model_api_refused).
    when: (s, all) =>
      s.channel === 'network' &&
      !!s.errno &&
      LOOPBACK.test(s.host ?? '') &&
      !all.some((x) => x.item === s.item && MODEL_API_PATH.test(x.text ?? '')),
  }),
  fieldRule({
    id: 'provider.allowance_limit_code',
    code: 'quota_limited',
    priority: 86,
    fixtures: ['gen-promotion-limit-reached'],
    summary:
      'An error code that names a promotion, free or trial allowance reached: a quota until it renews.',
    needs: 'errorCode',
    when: (s) => ALLOWANCE_LIMIT_CODE.test(s.errorCode ?? ''),
  }),
  fieldRule({
    id: 'network.errno',
    code: 'network_unavailable',
    priority: 90,
    fixtures: ['gemini-cli-enotfound-counttokens-5746', 'gen-network-socket-timeout-code'],
    summary: 'A transport errno (DNS, reset, refused, timeout, TLS) to the provider.',
    key: { field: 'channel', values: ['network'] },
    when: (s) => s.channel === 'network' && NETWORK_ERRNO.test(s.errno ?? '') && !LOOPBACK.test(s.host ?? ''),
  }),
];

// A 5xx whose message leads with an upstream 429 or a rate limit is the throttle it relays; one
// beside a template or input the local server could not read is no outage; one whose message
// names another cause leaves the answer to the rule that reads that cause, and one whose message
// tells of no outage at all is no reading of the provider.
const fiveXx = status.find((r) => r.id === 'http.5xx')!;
const baseFiveXx = fiveXx.match;
/**
 * A router's or fallback chain's summary that every upstream it tried failed ("All of our providers
 * returned with errors", "All endpoints failed"): the causes are the attempts', which the status
 * does not say; left to the rules that read them, or open.
 */
const EVERY_UPSTREAM_FAILED =
  /\ball (?:of (?:our|the) )?(?:providers|endpoints|models|deployments|upstreams) (?:returned with errors|failed)\b/i;
/**
 * A Lua runtime error in the log beside the 5xx (Kong, OpenResty and APISIX gateways run Lua): the
 * gateway's own code failed on the request, which says nothing of the provider behind it.
 */
const LUA_RUNTIME_ERROR =
  /\bbad argument #\d+ to '\w+'|\battempt to (?:index|call|concatenate|perform arithmetic on|compare) (?:a nil|a \w+ value|field|local|global|upvalue|method)\b/;
/** Words in any signal beside the 5xx that say the server's status is no outage of the provider. */
function besideNoOutage(text: string | undefined): boolean {
  return (
    text !== undefined &&
    (EVERY_UPSTREAM_FAILED.test(text) || LUA_RUNTIME_ERROR.test(text) || TEMPLATE_OR_INPUT.test(text))
  );
}
/** A body that tells of one operation of the server's own failing ("Failed to post message: …"). */
const OWN_OPERATION_FAILED = /^\W*(?:failed|unable|could not|couldn['’]t|cannot) to [a-z]+\b/i;
/**
 * The message of a status: the signal's own text, or an HTTP answer's body read beside its status
 * when that body tells of an operation of the server's own (a bare or generic body says nothing).
 */
function messageOf(s: Signal, all: readonly Signal[]): string | undefined {
  if (s.text !== undefined || s.channel !== 'http') return s.text;
  for (const x of all)
    if (x !== s && x.item === s.item && x.text !== undefined && OWN_OPERATION_FAILED.test(x.text))
      return x.text;
  return undefined;
}
fiveXx.match = (s, all) => {
  const text = messageOf(s, all);
  return /^\W*429\b|\brate[- ]limit (?:is |was |has been )?(?:exceeded|reached)\b/i.test(text ?? '') ||
    namesNoOutage(text) ||
    tellsNoOutage(text) ||
    all.some((x) => besideNoOutage(x.text))
    ? null
    : baseFiveXx(s, all);
};

/** Every structured rule. */
export const STRUCTURED_RULES: Rule[] = [
  ...anthropic,
  ...openai,
  ...google,
  ...aws,
  ...claude,
  ...agentTool,
  ...acp,
  ...limits,
  ...stores,
  ...status,
  ...processRules,
];
