/** Signature tier: exact phrases of agent CLIs and provider messages. */

import { AWS_SIDE_OPERATION } from '../aws-operations.ts';
import { CODES, type Code } from '../codes.ts';
import { failureText, LAN_IPV4, LOOPBACK_WITH_PORT, textRule } from './helpers.ts';
import {
  CANDIDATE_NAMES,
  CAPABILITY_NOT_THE_MODEL,
  EXECUTOR_SHUT_DOWN,
  HISTORY_OR_FILTER_NAMED,
  IAM_DENIED,
  MODEL_LACKS_CAPABILITY,
  NOT_SUPPORTED_BUT_THE_REQUEST,
  NOT_SUPPORTED_BY_CANDIDATE,
} from './structured.ts';
import { type Rule, splitByWait } from './types.ts';

/** A private address of the local network with its port (not DNS's or HTTPS's). */
const LAN_HOST_PORT = String.raw`${LAN_IPV4}:(?!(?:53|443)\b)\d{1,5}\b`;

/**
 * A web framework's own error page (Next.js, Express, Spring, Werkzeug): the app behind it failed,
 * and no provider's front door answers with one.
 */
const FRAMEWORK_ERROR_PAGE =
  /\bdata-next-head\b|<pre>(?:Internal Server Error|Cannot (?:GET|POST)\b)|\bWhitelabel Error Page\b|\bWerkzeug\b/i;

/**
 * A sign-in or token step (a refresh, Copilot's token fetch, a device code, an OAuth flow) that failed
 * on the network, a rate limit or a 5xx: the step's transport, not the credentials.
 */
const TOKEN_STEP_FAILED_BY_NETWORK = String.raw`(?:token refresh|refresh(?:ing)? (?:the )?(?:access |oauth |copilot )?token|get (?:the )?copilot token|device[ _-]?(?:code|authorization|auth)|onboarding|oauth (?:request|flow|token)|login failed|sign[ -]?in failed)[^\n]{0,150}?(?:API rate limit|net::ERR_(?:INTERNET_DISCONNECTED|NAME_NOT_RESOLVED|CONNECTION_\w+|TIMED_OUT|ADDRESS_\w+|PROXY_\w+|NETWORK_\w+)|ENOTFOUND|ETIMEDOUT|ECONNRESET|ECONNREFUSED|EAI_AGAIN|ERR_NAME_NOT_RESOLVED|fetch failed|\WEOF\b|connect(?:ion)? timed? ?out|Connect Timeout|dial tcp|getaddrinfo|failed: 429\b|\b50[234]\b|temporarily[ _]unavailable|socket hang up)`;

/** A cancellation or deadline reported beside transport wording keeps the run manual (kandev). */
const CANCELLATION = /\bcontext (?:canceled|cancelled|deadline exceeded)\b|\bcancel escalated\b/i;

/**
 * A notice that the tool fell back and carried on ("Opus limit reached, now using Sonnet 4", "Default
 * small model not found, using large model", "OPENAI_API_KEY is not set, skipping trace export"):
 * information, not the failure.
 */
const FALLBACK_NOTICE =
  /limit reached,?\s*(?:now )?using\b|Automatically switching from \S+ to \S+ for the rest of this session|\bnot found\W{1,3}(?:using|falling back|defaulting)\b|\bnot set,? skipping\b|\b(?:falling back|defaulting) to (?:the )?default\b|\b[Dd]efaulting to \d|\bset maximum token limit to\b|\bnot found in TOKEN_COSTS\b/i;
/** A model provider's API key variable (`OPENAI_API_KEY`, `OCO_ANTHROPIC_API_KEY`), not a side tool's. */
const PROVIDER_KEY_VARIABLE = String.raw`(?:[A-Z][A-Z0-9]*_)*(?:OPENAI|OPEN_AI|ANTHROPIC|CLAUDE|GEMINI|GOOGLE|MISTRAL|CODESTRAL|GROQ|DEEPSEEK|XAI|GROK|OPENROUTER|AZURE_OPENAI|TOGETHER|TOGETHERAI|FIREWORKS|COHERE|DASHSCOPE|MOONSHOT|KIMI|ZHIPU|ZHIPUAI|ZAI|GLM|CEREBRAS|NVIDIA|QWEN|MINIMAX|SILICONFLOW|VOLCENGINE|AIML|AIMLAPI|LLM)_API_KEY`;
/**
 * A model provider's own package (PyPI names) a program needs and lacks: "Package dashscope is
 * required", "requires xai_sdk >= 1.17".
 */
const PROVIDER_PACKAGES = String.raw`(?:xai[_-]sdk|openai|anthropic|google[_-]genai|google-generativeai|google-cloud-aiplatform|vertexai|mistralai|groq|cohere|boto3|botocore|ollama|litellm|dashscope|zhipuai|qianfan|volcengine(?:-python-sdk)?|together|fireworks-ai|ibm-watsonx-ai|yandex-cloud-ml-sdk|gigachat|portkey-ai)`;
/** The same, where it stands unquoted before words ("together is required" is English). */
const PROVIDER_PACKAGES_BARE = String.raw`(?!together\b)${PROVIDER_PACKAGES}`;
const PROVIDER_PACKAGE_WORDS = String.raw`\brequires? (?:the )?\W?${PROVIDER_PACKAGES}\W? ?>= ?\d|\b[Pp]ackage ${PROVIDER_PACKAGES}(?:[<>=]=?[\d.]+)? is required\b`;
/** A model provider named before its key ("requires OpenAI API key"). */
const PROVIDER_NAMED_KEY = String.raw`(?:${CANDIDATE_NAMES}) API key`;
/** A notice that names capacity and a quota as possible causes, and decides neither. */
const EITHER_CAPACITY_OR_QUOTA =
  /\brate limit (?:exceeded|reached),? or (?:your |the )?(?:\w+ )?quota (?:reached|exceeded|exhausted)\b|\bquota (?:reached|exceeded|exhausted),? or (?:the )?rate limit (?:exceeded|reached)\b|\bpossible reasons?\b[\s\S]{0,200}?\b(?:capacity|overload(?:ed)?|high demand)\b[\s\S]{0,120}?\bor\b[\s\S]{0,160}?\bquota\b/i;
/**
 * A provider's own error words (an API error, its typed codes): where they stand, a failure that
 * reads like the tool's own machinery is the provider's answer passed through, not the tool's.
 */
const PROVIDER_ERROR_WORDS = String.raw`\b(?:API Error|rate_limit_error|overloaded_error|invalid_api_key|insufficient_quota|InsufficientQuota)\b`;
const OWN_FAILURE_UNLESS = new RegExp(PROVIDER_ERROR_WORDS);
/** Capacity and a quota (or a rate limit) named as two possible causes, either way round; or a rate limit or an account out of funds. */
const CAPACITY_OR_QUOTA_WORDS =
  /\b(?:quota|rate[- ]limit|usage limit)s?\b[^.\n]{0,60}\bor\b[^.\n]{0,60}\b(?:slow response|capacity|overload|high demand|server (?:load|issue))|\b(?:capacity|overload(?:ed)?|high demand|slow response)\w*\b[^.\n]{0,60}\bor\b[^.\n]{0,60}\b(?:quota|rate[- ]limit|usage limit)|\b(?:rate[- ]limit(?:ed|ing)?|too many requests)\b[^.\n]{0,40}?\bor (?:your |the )?(?:account|balance|credits?) (?:is |are |has |have )?(?:out of funds|run out|exhausted|insufficient|depleted)\b|\b(?:rate[- ]limit(?:ed|ing)?|too many requests)\b[^.\n]{0,40}?\bor (?:(?:run )?out of|insufficient|not enough|no) (?:funds|credits?|balance)\b|\b(?:(?:run )?out of|insufficient|not enough) (?:funds|credits?|balance)\b[^.\n]{0,40}?\bor (?:a |the |your )?(?:rate[- ]limit|too many requests)/i;

const quota: Rule[] = [
  textRule({
    id: 'google.quota_id_text',
    tier: 'signature',
    code: 'quota_limited',
    pattern: /quotaId["']?\s*[:=]\s*["']?[\w-]*Per(?:Day|Week|Month)/i,
    priority: 100,
    fixtures: ['syn-gemini-perday-quota-id-in-text'],
    summary: 'A per-day Google quota id printed in text (a repr the parser could not read whole).',
  }),
  textRule({
    id: 'claude.usage_limit_epoch',
    tier: 'signature',
    code: 'quota_limited',
    pattern: /Claude AI usage limit reached/i,
    priority: 100,
    fixtures: ['cc-usage-pipe-epoch-11429'],
    summary: 'Claude Code "Claude AI usage limit reached|<epoch>".',
  }),
  textRule({
    id: 'claude.window_limit_reached',
    tier: 'signature',
    code: 'quota_limited',
    pattern:
      /you(?:'?ve| have) (?:hit|reached|exceeded) your (?:org(?:anization)?|team|workspace|account)['’]s (?:\w+ )?(?:weekly|daily|monthly|usage|spend(?:ing)?) (?:\w+ )?limit\b|^\W*\d+[- ]hour limit reached\b|\b(?:\d+-hour|five-hour|weekly|daily|monthly|session|opus|sonnet)(?: usage)? limit (?:reached|exceeded|hit)|you(?:'?ve| have) (?:hit|reached) your (?:\w+ )?(?:weekly|daily|monthly|session|\d+-hour|usage) limit\b|you(?:'?ve| have) (?:hit|reached) your limit\b|you(?:'?ve| have) (?:hit|reached|exceeded) your (?:\d+[- ]hour|five-hour|weekly|daily|monthly|session) (?:\w+ )?limits?\b|\blimit reached\s*[·∙•|-]\s*resets\b|(?:daily|weekly|monthly)_(?:usage_|quota_)?limit_(?:reached|exceeded|hit)\b/i,
    // A cap on sessions open at once ("end an existing session to start a new one", "Concurrent
    // session limit") counts sessions, not usage: the tool's or the service's, not a usage window.
    unless: new RegExp(
      `${FALLBACK_NOTICE.source}|\\bconcurren\\w*\\b[^.\\n]{0,30}\\bsessions?\\b|\\b(?:existing|active|open) sessions?\\b`,
      'i',
    ),
    priority: 100,
    fixtures: [
      'cc-5h-limit-no-tz-7892',
      'cc-5h-limit-no-tz-6392',
      'cc-weekly-date-no-tz-92834',
      'gen-reached-weekly-request-limit',
    ],
    summary: 'Subscription window exhausted: "5-hour limit reached", "You\'ve hit your weekly limit".',
  }),
  textRule({
    id: 'codex.usage_limit',
    tier: 'signature',
    code: 'quota_limited',
    pattern: /you'?ve hit your usage limit/i,
    priority: 100,
    fixtures: ['codex-usage-days-wrapped-3899', 'codex-usage-hours-4104', 'codex-usage-abs-no-tz-26668'],
    summary: 'Codex "You\'ve hit your usage limit … try again in …".',
  }),
  textRule({
    id: 'provider.usage_limit_exceeded',
    tier: 'signature',
    code: 'quota_limited',
    pattern:
      /\btrial (?:message|request|usage) limit (?:exceeded|reached)\b|\bused all (?:of )?(?:the |your )?(?:included )?free usage\b|\bfree[-_ ]usage[-_ ](?:exhausted|exceeded)\b|\b(?:reload|top up|refill|recharge) your (?:tokens|credits|balance)\b|\bINSUFFICIENT_\w*(?:CREDITS?|BALANCE)\w*\b|\breached (?:your|the) (?:[\w-]+ ){0,3}(?:model )?usage limit\b|\black of (?:AI |API )?(?:quota|credits?)\b|\b(?:hit|reached|used) your (?:free|monthly|included|plan(?:'s)?) (?:requests?|usage|messages?|credits?) limit\b|\blimits? will reset when your (?:monthly|billing|weekly) (?:cycle|period) ends\b|\b(?:[Tt]oken|[Rr]equest|[Cc]redit)s? (?:count|allowance|allotment|balance) (?:has been|is) (?:exhausted|used up|depleted)\b|\blimit (?:exceeded|reached)\b[^\n]{0,40}\b[Uu]pgrade (?:your plan )?to continue\b|\bused all (?:of )?(?:your |its |the )?(?:AI |API )?(?:tokens|requests|credits|messages|quota)\b[^\n]{0,20}\bthis (?:month|week)\b|\blimit\b[^.\n]{0,80}\b(?:in|on|of) your (?:plan|subscription|tier) for today\b|\bInsufficient [\w ]{0,30}usage quota\b|\busage cap reached\b|\bexceeded (?:your|the) (?:free |monthly |daily |included )?(?:request|message|usage) allowance\b|\b(?:daily|weekly|monthly|hourly) (?:message|request|usage|chat) limit (?:reached|exceeded|hit)\b|\bexhausted your (?:premium )?(?:model )?quota\b|\bNo quota left\b|\breached the set inference limit\b|\breached your overage limit\b|\breached (?:the |your )?free usage limit\b|\byou(?:'re| are) out of requests\b|\b(?:reached|hit|exceeded) your (?:session|weekly|daily|hourly) usage limit\b|\b(?:reached|hit|exceeded) your usage limit for (?:this|the current) (?:billing )?(?:cycle|period|month)\b|\bquota will be refreshed in the next (?:billing )?cycle\b|\busage limit (?:has been |was )?(?:exceeded|reached)|\busage_limit_reached\b|\bout of (?:extra |included )?usage\b|\b(?:exceeded|reached|hit) (?:your |the |its |their |this \w+'?s )?(?:monthly |daily |weekly )?usage limit|\breached your (?:specified )?(?:API |monthly |daily )?usage limits\b|\bwill regain access on\b|\bout of (?:\w+ )?messages\b|\b(?:free|trial|included) (?:usage|quota|credits?|tier) (?:exceeded|exhausted|used up)\b|\bFree (?:tier )?limit reached\b|\b(?![A-Z_]*(?:RATE|MINUTE|SECOND|RPM|TPM))[A-Z]+(?:_[A-Z]+)*_QUOTA_EXCEEDED\b|usage[ _-]?(?:limit|cap)s?[ _-]?(?:reached|exceeded|hit)|QUOTA_EXHAUSTED|FreeTier limit exceeded|reached your request limit|quota for this \w+ has been reached|x-codex-primary-used-percent: 100\b/i,
    unless: FALLBACK_NOTICE,
    priority: 80,
    fixtures: [
      'gen-trial-message-limit-exceeded',
      'gen-insufficient-credit-balance-code-text',
      'gen-top-up-your-credits',
      'gen-free-usage-rolling-window',
      'gen-reached-premium-usage-limit',
      'gen-free-tier-limit-exceeded',
      'orch-minimax-usage-limit-429-3256',
      'gen-regain-access-on-date',
      'gen-team-reached-its-usage-limit',
    ],
    summary: '"usage limit exceeded/reached" from any provider.',
  }),
  textRule({
    id: 'openai.exceeded_current_quota',
    tier: 'signature',
    code: 'quota_limited',
    pattern:
      /\bexceeded_current_quota_error\b|exceeded your current (?:[\w-]+ )?(?:billing )?quota\b|check your (?:[\w-]+ )?plan and billing details|\binsufficient_(?:user_)?quota\b/i,
    priority: 100,
    // Gemini uses the same words for per-minute limits, with a short retry time.
    splitWhenTimed: true,
    fixtures: [
      'gen-named-billing-quota',
      'codex-stream-quota-inside-transient-wrapper-code42',
      'gen-insufficient-quota-token',
    ],
    summary: 'OpenAI "You exceeded your current quota" (also inside transient wrappers).',
  }),
  textRule({
    id: 'provider.credits_exhausted',
    tier: 'signature',
    code: 'quota_limited',
    pattern:
      /\bdoes not have (?:enough )?credits (?:for|to)\b|\baccount balance is negative\b|\bPlease top up to continue\b|\baccount has no remaining credits\b|\b(?:credit|token|unit) usage exceeds (?:the |your )?(?:allocation|allowance|entitlement)\b|\b(?:used|consumed|exhausted) all (?:of )?your (?:units|credits|tokens) for (?:this|the current) (?:period|month|billing cycle)\b|\b(?:requires?|needs?) (?:[1-9][\d.]*|0\.\d*[1-9]\d*) kudos\b|\bkudos\b[^\n]{0,40}\b(?:not enough|insufficient)\b|\bcredit_balance_exhausted\b|\bproject_spend_limit_exceeded\b|\bextra usage\b[^\n]{0,80}\bAdd more\b|\breached (?:the|its|their) max(?:imum)? (?:cost|budget|spend)\b|\bhas a billing issue\b|\bquota or billing limit was reached\b|\bquota (?:limit )?(?:for|of) (?:this|your) (?:API )?key\b[^.\n]{0,30}\b(?:has been |is )?(?:reached|exhausted|exceeded)\b|\b(?:reached|exhausted|exceeded) the quota limit (?:for|of) (?:this|your) (?:API )?key\b|\baccount balance is \$?0(?:\.0+)?\b|\bplease check your account balance\b|预扣费额度失败|\bpre-?consumed? quota failed\b|\brun out of (?:[\w-]+ ){0,2}[Cc]redits\b|\bMax budget=|\bbudget_exceeded\b|\badd pre-?paid credits\b|\bincorrect billing setup\b|\bexcessive quota usage\b|\bno (?:more )?credits? (?:remaining|left)\b|\bdo not have enough quota\b|\b(?:does not|doesn't|do not|don't) have (?:enough|sufficient) (?:balance|credits?|funds)\b|\breached your credit limit\b|\b(?:due to (?:an? )?)?overdue (?:account|balance|payment|bill)s?\b|\ballowance has been exhausted\b|\bPkgExhausted\b|requires more credits|can only afford \d+|\binsufficient (?:[\w$]+ ){0,3}(?:credits?|balance|funds)\b|\btop up your (?:balance|account|credits)\b|\bout of credits?\b|\bcredit limit reached\b|\banthropic_quota_exceeded\b|(?:doesn'?t|does not|don'?t|do not) have (?:any|enough) credits\b|create a key with a higher (?:monthly |total )?limit|\bnot-enough-credits\b|\bExceededBudget\b|\bover budget\. Spend=|\btokens? (?:has|have) been (?:depleted|used up)\b|\bnot[ _]enough[ _](?:balance|credits?|funds)\b|\binsufficient[-_](?:credits|balance)\b|\bcredits?(?: (?:on|in|of|for) (?:this|your|the) (?:account|key|organization|team|workspace))? (?:balance )?(?:have been |has been |are |is )?(?:depleted|exhausted|used up|run out)\b|\b(?:account |credit |wallet )?balance (?:is |was )?(?:not (?:sufficient|enough)|insufficient|too low|exhausted|depleted)\b|\bcredit limit (?:exceeded|reached)\b|\b(?:spending|spend|usage) cap (?:has been |was )?(?:reached|exceeded|hit)\b|\breached its (?:spending|spend|budget) (?:cap|limit)\b|\bout of (?:free |trial |paid |API )?credits?\b|\badd (?:more )?credits (?:to (?:continue|your account|keep going|use)|or switch)\b|\b(?:exceeded|used up|run out of|ran out of|exhausted) (?:all )?(?:of )?your (?:\w+ ){0,3}credits\b|\b(?:overdue (?:balance|payment|bill)|balance is overdue|(?:account|balance) (?:is )?(?:in arrears|overdue)|in arrears|please recharge|recharge (?:to|in order to) continue|AccountOverdue\w*|ServiceOverdue)\b|\b(?:project|team|key|user|organi[sz]ation|workspace) budget (?:exceeded|reached|exhausted)\b|\bpreConsumedQuota\b[^\n]{0,40}\bis not enough\b|\bquota\b[^\n]{0,40}\bis not enough\b|\bNo remaining quota\b|\b(?:ran|run|running) out of (?:(?:current|provider|your|its|the|api|account|monthly|daily) ){0,2}(?:usage|credits?|quota|balance|funds)\b|\bcredit[_ ]balance insufficient\b|(?<!\b(?:[Nn]o|[Nn]ot|[Zz]ero|0) )\bcredits? (?:have been |has been |were |was )?(?:consumed|used up|depleted)\b|\x22type\x22:\s?\x22token_balance\x22|\b[a-z]\w*(?:Points|Credits?|Balance)NotEnough\b/i,
    // A throttle or spent credits named as two possible causes decides neither.
    unless: CAPACITY_OR_QUOTA_WORDS,
    priority: 90,
    fixtures: [
      'gen-no-credits-for-model',
      'gen-balance-negative',
      'gen-account-no-remaining-credits',
      'gen-credit-usage-exceeds-allocation',
      'gen-kudos-required',
      'gen-balance-not-sufficient',
      'gen-exceeded-monthly-credits',
      'gen-top-up-balance',
      'gen-insufficient-credit-balance-words',
      'gen-add-credits-to-continue',
      'gen-out-of-trial-credits',
      'gen-credits-depleted',
      'gen-balance-too-low',
      'gen-spend-cap-reached',
      'openrouter-402-afford-maxtokens-gptmobile-284',
      'gen-no-credits-on-team',
      'corpus-openrouter-prompt-tokens-key-limit',
      'gen-balance-overdue-recharge',
      'gen-project-budget-exceeded',
    ],
    summary: 'OpenRouter-style credit exhaustion.',
  }),
  textRule({
    id: 'anthropic.credit_balance_text',
    tier: 'signature',
    // Money that ran out is a quota (labelling guide rule 5); a plan the account lacks is not.
    code: 'quota_limited',
    pattern: /credit balance (?:is )?too low/i,
    priority: 90,
    fixtures: ['syn-anthropic-credit-balance-text'],
    summary: 'Credit balance too low: the money ran out, a quota until credits are added.',
  }),
  textRule({
    id: 'provider.billing_not_enabled',
    tier: 'signature',
    code: 'subscription_required',
    pattern:
      /\brequires billing to be enabled\b|\bNo payment method\b|\bdeactivated_workspace\b|\bno valid payment method associated with\b|\bdoesn'?t allow purchase of (?:paid )?marketplace products\b|\bReadOnlyDisabledSubscription\b|\bsubscription '[^'\n]{1,80}' is disabled\b|billing (?:is )?(?:not )?(?:set up|enabled|disabled)|\brequires? a (?:valid )?(?:credit card|payment method|card) (?:on file|to be added|on the account)\b/i,
    priority: 90,
    fixtures: ['gen-billing-not-enabled'],
    summary: 'Billing not set up or disabled: the account has no paid entitlement.',
  }),
  textRule({
    id: 'provider.access_form_pending',
    tier: 'signature',
    code: 'subscription_required',
    // Bedrock's Anthropic models ask for a use-case form before first use: an entitlement step.
    pattern:
      /\buse[ -]case (?:details|form)\b[^.\n]{0,40}\b(?:not|never) (?:yet )?(?:been )?submitted\b|\b(?:fill|filled) out the [\w ]{0,40}use[ -]case (?:details )?form\b/i,
    priority: 90,
    fixtures: ['gen-use-case-form-not-submitted'],
    summary:
      "A model's access form (use-case details) not yet submitted for the account: an entitlement it lacks.",
  }),
];

const rateLimits: Rule[] = [
  textRule({
    id: 'openai.rate_limit_reached_for',
    tier: 'signature',
    code: 'rate_limited',
    pattern:
      /Rate limit reached for .{0,120}\bon (?:tokens|requests)|\b(?:TPM|RPM|TPD|RPD)\b.{0,40}Limit[: ]/i,
    // One request above the whole per-minute budget never gets through by waiting.
    unless: /\bRequest too large for\b|must be reduced in order to run successfully/i,
    priority: 90,
    splitByWait: true,
    scope: 'account',
    fixtures: ['openai-tpm-644ms-microagent-86', 'openai-tpm-6ms-old-format-intake-9'],
    summary: 'OpenAI "Rate limit reached for <model> … on tokens per min".',
  }),
  textRule({
    id: 'openai.rate_limit_per_day',
    tier: 'signature',
    code: 'quota_limited',
    pattern:
      /\breached for this month\b|\bhit the free (?:plan|tier) limit\b|\btry again tomorrow\b|\bdaily (?:prompt|request|message) (?:slots|limit|quota)\b|\blimit of (?:messages|requests|prompts|generations) per (?:24 hours|day|week|month)\b|Rate limit reached for .{0,120}\bon (?:tokens|requests) per day|\b(?:TPD|RPD)\b/i,
    priority: 95,
    fixtures: ['syn-openai-rpd'],
    summary: 'OpenAI per-day limit (TPD/RPD): resets in hours.',
  }),
  textRule({
    id: 'azure.rate_limit_retry_after',
    tier: 'signature',
    code: 'rate_limited',
    pattern:
      /exceeded (?:the )?(?:token |call |request )?rate limit of your current .{0,60}pricing tier|rate limit.{0,120}Please retry after \d+ seconds?/i,
    priority: 90,
    splitByWait: true,
    fixtures: ['azure-429-retry-after-9s-406', 'azure-429-retry-after-86400-dbchat-2'],
    summary: 'Azure OpenAI "exceeded token rate limit … Please retry after N seconds": split by wait.',
  }),
  textRule({
    id: 'copilot.rate_limit_window',
    tier: 'signature',
    code: 'rate_limited',
    pattern: /hit a rate limit that restricts the number of Copilot model requests/i,
    priority: 90,
    splitByWait: true,
    fixtures: ['copilot-cli-rate-limit-2h-autopilot-2144', 'copilot-cli-rate-limit-58h-2696'],
    summary: 'Copilot request-window rate limit: hours-long waits are quota.',
  }),
  textRule({
    id: 'copilot.token_usage_exceeded',
    tier: 'signature',
    code: 'rate_limited',
    pattern: /exceeded your Copilot token usage/i,
    priority: 80,
    splitByWait: true,
    fixtures: ['copilot-cli-token-usage-rate-limited-after-edits-793'],
    summary: 'Copilot token usage exceeded (a rolling rate limit).',
  }),
  // Copilot's request log (`ccreq:<id> | <outcome> | <model> | <ms> | [<location>]`) states each
  // request's outcome in a word of its own: read as the status it stands for.
  textRule({
    id: 'copilot.request_log_quota',
    tier: 'signature',
    code: 'quota_limited',
    pattern: /\bccreq:\S+ \| quotaExceeded \|/,
    priority: 60,
    fixtures: ['gen-copilot-request-log-quota-exceeded'],
    summary: "Copilot's request log records a request refused for the plan's quota.",
  }),
  textRule({
    id: 'copilot.request_log_rate_limited',
    tier: 'signature',
    code: 'rate_limited',
    pattern: /\bccreq:\S+ \| rateLimited \|/,
    // Below the words that name the limit's window: a session or weekly limit is a quota.
    priority: 30,
    fixtures: ['gen-copilot-request-log-rate-limited'],
    summary: "Copilot's request log records a request refused by a rate limit.",
  }),
  textRule({
    id: 'copilot.request_log_filtered',
    tier: 'signature',
    code: 'content_refused',
    pattern: /\bccreq:\S+ \| (?:promptFiltered|responseFiltered|contentFiltered) \|/,
    priority: 60,
    fixtures: ['gen-copilot-request-log-prompt-filtered'],
    summary: "Copilot's request log records a request its content filter refused.",
  }),
  textRule({
    id: 'anthropic.org_rate_limit',
    tier: 'signature',
    code: 'rate_limited',
    pattern:
      /would exceed (?:the|your) (?:account'?s )?rate limit|input tokens per minute|output tokens per minute/i,
    priority: 80,
    splitByWait: true,
    fixtures: ['anthropic-itpm-wrapper-exhausted-bolt-8588'],
    // A rate limit of 0 is no access at all (issue 10, kind 3): a quota, whatever the window.
    unless: /\brate limit of 0 /i,
    summary: 'Anthropic "would exceed the rate limit for your organization … per minute".',
  }),
  textRule({
    id: 'codex.exceeded_retry_limit_401',
    tier: 'signature',
    code: 'auth_required',
    pattern: /exceeded retry limit,? last status:? 401\b/i,
    priority: 80,
    fixtures: ['gen-retry-limit-last-status-401'],
    summary: 'Codex gave up retrying HTTP 401: the credentials were refused.',
  }),
  textRule({
    id: 'codex.exceeded_retry_limit_429',
    tier: 'signature',
    code: 'rate_limited',
    pattern: /exceeded retry limit,? last status:? 429\b/i,
    priority: 80,
    splitByWait: true,
    fixtures: ['codex-retry-limit-429-cfray-10550'],
    summary: 'Codex gave up retrying HTTP 429.',
  }),
  textRule({
    id: 'bedrock.too_many_tokens',
    tier: 'signature',
    code: 'rate_limited',
    pattern: /Too many (?:tokens|requests|connections), please wait before trying again/i,
    unless: /per day/i,
    priority: 80,
    splitByWait: true,
    fixtures: ['bedrock-throttling-js-metadata-roo-5050'],
    summary: 'Bedrock "Too many tokens, please wait before trying again."',
  }),
  textRule({
    id: 'gemini.retry_in',
    tier: 'signature',
    code: 'rate_limited',
    pattern: /RESOURCE_EXHAUSTED|Rate limit exceeded\. Try again later|\bResource (?:has been )?exhausted\b/i,
    // A local service's count of things it keeps (workspaces, files) is no throttle of a model call.
    unless:
      /\bRESOURCE_EXHAUSTED:?\s+(?:too many|maximum number of) (?:[\w-]+ )?(?:workspaces|files|projects|folders|directories|repositories|watchers|indexes)\b/i,
    priority: 60,
    splitByWait: true,
    fixtures: ['gemini-retryinfo-fractional-genai-2114', 'syn-gemini-cli-acp-429'],
    summary: 'Google RESOURCE_EXHAUSTED / gemini-cli "Rate limit exceeded" in text: split by wait.',
  }),
];

const server: Rule[] = [
  textRule({
    id: 'codex.stream_disconnected_server_error',
    tier: 'signature',
    code: 'provider_unavailable',
    // The bare words are any app's generic apology (a chat app's, a prediction host's): OpenAI's
    // own message goes on to say the request can be retried, or comes as Codex's cut stream.
    pattern:
      /\bstream disconnected before completion: An error occurred while processing your request|An error occurred while processing your request\W{1,4}(?:You can retry your request|\[retrying)/i,
    priority: 80,
    fixtures: ['codex-stream-disconnected-server-41895', 'gen-error-processing-request-retry'],
    summary: 'OpenAI "An error occurred while processing your request" (server_error).',
  }),
  textRule({
    id: 'codex.exceeded_retry_limit_5xx',
    tier: 'signature',
    code: 'provider_unavailable',
    pattern: /exceeded retry limit,? last status:? 5\d\d\b/i,
    priority: 80,
    fixtures: ['syn-codex-retry-limit-503', 'gen-retry-limit-last-status-503'],
    summary: 'Codex gave up retrying a 5xx.',
  }),
  textRule({
    id: 'bedrock.unable_to_process',
    tier: 'signature',
    code: 'provider_unavailable',
    pattern: /Bedrock is unable to process your request/i,
    priority: 80,
    fixtures: ['bedrock-service-unavailable-bedrust-47'],
    summary: 'Bedrock "unable to process your request".',
  }),
  textRule({
    id: 'provider.model_capacity',
    tier: 'signature',
    code: 'model_capacity',
    pattern:
      /\b(?:model|service)\b[^.\n]{0,40}?\bis experiencing a high volume of (?:traffic|requests)\b|\b(?:experiencing|seeing) (?:high|heavy|extreme|unusually high) (?:demand|load)\b[^.\n]{0,80}?\bfor (?:the )?(?:Claude|GPT|Gemini|Grok|DeepSeek|Qwen|Llama|Mistral|Kimi|GLM|o\d)\b|\bModel is not ready\b|\bCapacity temporarily exceeded\b|\b3040: out of capacity\b|\bModel too busy\b|\bYour queue position is \d+|(?:selected )?model is (?:currently )?at capacity|\btemporarily out of capacity\b|capacity constraints|no capacity available for (?:the )?model|capacity exceeded for (?:this|the) model|\bmodel is (?:currently )?(?:loading|warming up)\b|\bmodel [\w./:-]{1,80} is (?:currently )?(?:loading|warming up)\b|\bModel [\w.-]+ is at capacity\b|\b(?:server|servers|service) (?:being |is |are )?at capacity\b|\b(?:facing|experiencing|seeing|under) (?:high|heavy|extreme|unusually high) demand for (?:this|the) model\b/i,
    priority: 80,
    fixtures: ['gen-no-capacity-for-model', 'gen-model-loading', 'kandev-codex-acp-model-capacity'],
    summary: '"Selected model is at capacity" (a codex-acp chunk counts only beside systemError).',
  }),
  textRule({
    id: 'provider.overloaded_text',
    tier: 'signature',
    code: 'provider_overloaded',
    pattern:
      /\btraffic is (?:currently )?(?:high|heavy)\b[^\n]{0,30}\bretry\b|\b5\d\d:? (?:server )?(?:is )?(?:too )?busy\b|\bno (?:longer any )?(?:GPU )?instances (?:are |were )?(?:currently )?available\b|\bno GPUs? (?:was|were) available for you\b|\bnot enough (?:free|available) GPUs\b|\bwaiting to be scheduled on an? [\w-]*GPU[\w-]* (?:worker|node|machine)\b|\bAPI overload(?:ed)? error\b|\bunable to process (?:your|the) request due to high (?:volume|demand|traffic|load)\b|\bran out of capacity\b|\b(?:backend|engine|upstream) (?:is )?overloaded\b|\bRepeated server overload\b|['"]error['"]: ['"]overloaded['"]|\b(?:provider|upstream) (?:is )?overloaded\b|\b(?:is|are) (?:currently|temporarily) overloaded\b|\bHTTP 529\b|\bmore traffic than (?:we|it|they) can handle\b|\bperiod of high traffic\b|\b(?:system|server|service|servers) (?:is |are )?(?:too|very) busy\b|\bprovider [\w.-]+ is overloaded\b|:\s{0,2}529 \([^)\n]{0,40}\)|\bServer is busy\W{1,3}please try again later\b|(?:^|\n)\s*529 [A-Z]|\bload[_ ]shed(?:ding|_probability)?\b|\b529\b.{0,40}\bOverloaded\b|\bOverloaded\b.{0,40}\b529\b|(?:API ?Error|\bError|AI_APICallError)\W{0,3}Overloaded\b|Repeated \d+ Overloaded errors|^\W*Overloaded\W*$|\boverloaded_error\b|(?:model|server|servers|service|API|engine) (?:is |are )?(?:(?:currently|temporarily|momentarily|now|heavily|severely) )?overloaded|\bengine_overloaded_error\b|server_overloaded|experiencing (?:high|heavy|unusually high) demand|Exception\W{1,4}Overloaded\b|\b(?:server|servers|service) (?:is|are) (?:currently |too |very )?busy\b|\b(?:server|llm) busy\b|\bno slots available\b|maximum pending requests exceeded|\b(?:capacity|capacities|systems?) (?:is |are )?(?:currently )?overloaded\b|\btoo hot right now\b|(?:status code|Server error ')\W{0,2}529\b|\b529 status code\b|\b(?:servers?|service|API|provider) (?:is |are )?(?:currently )?(?:down|unavailable) or overloaded\b|\b(?:unavailable|busy|overloaded|failing) due to (?:high|heavy|increased|unusually high) (?:demand|load|traffic)\b|\b(?:experiencing|under|(?:is |are )?on) (?:high|heavy|unusually high|increased) (?:load|traffic)\b|\bPardon Our Congestion\b|\bis (?:temporarily|currently) busy\b|\b(?:briefly|temporarily|currently) at capacity\b|\bis very popular at the moment\b|\ball models busy\b|\b(?:model|server|service|API) has (?:heavy|high) traffic\b|\bchannel\b[^.\n]{0,80}?\bis overloaded\b|\bprovider \W?[\w.-]+\W? is overloaded\b|\bprovider[_.]overloaded\b|\bserver_is_overloaded\b|\bLangChain(?:\.LangChain)?Error\{type: "overloaded"/i,
    // "Down or overloaded" is a client's guess that names two causes: it decides neither.
    // Demand named as one of two causes with a quota ("high demand or quota limits") decides neither.
    // Flask's stock 500 page ("Either the server is overloaded or there is an error in the
    // application") names both for every error of the app behind it.
    unless: new RegExp(
      `\\bdown or overloaded\\b|\\bEither the server is overloaded or there is an error in the application\\b|${CAPACITY_OR_QUOTA_WORDS.source}`,
      'i',
    ),
    priority: 50,
    fixtures: [
      'gen-traffic-currently-high-retry',
      'gen-503-busy',
      'gen-not-enough-free-gpus',
      'gen-no-gpu-instances-available',
      'gen-api-overloaded-error',
      'gen-unable-high-volume',
      'gen-ran-out-of-capacity',
      'gen-service-on-heavy-load',
      'gen-server-overloaded-code',
      'syn-overloaded-stderr',
      'gen-model-temporarily-overloaded',
    ],
    summary: '"Overloaded" error text.',
  }),
];

const auth: Rule[] = [
  textRule({
    id: 'claude.login_required',
    tier: 'signature',
    code: 'auth_required',
    pattern:
      /Please run \/login|Not logged in|Invalid API key|OAuth token (?:has )?(?:expired|revoked)|OAuth authentication is currently not supported/i,
    priority: 90,
    fixtures: ['cc-invalid-api-key-login-1665', 'cc-streamjson-not-logged-in'],
    summary: 'Claude Code login prompts: "Invalid API key · Please run /login", "Not logged in".',
  }),
  textRule({
    id: 'provider.api_key_invalid_text',
    tier: 'signature',
    code: 'auth_required',
    pattern:
      /\bis not a valid API[ _-]?KEY\b|\b(?:API key|access token|API token)\b[^.\n]{0,60}? (?:was found to be|appears to be|seems to be) (?:invalid|expired) or (?:invalid|expired|revoked)\b|\bAPI[_ ]?KEY (?:appears|seems|looks) (?:to be )?invalid\b|\bcredentials? (?:validation|verification|check) failed\b[^.\n]{0,30}\b(?:status(?: code)?:? |HTTP )40[13]\b|密钥包含无效字符|ключ содержит недопустимые символы|chứa ký tự không hợp lệ|\b(?:API )?key contains invalid characters\b|\bAPI key may only contain\b|\bThe request signature we calculated does not match the signature you provided\b|(?<!\b(?:possible|possibly|maybe|perhaps|an|or) )\bIncorrect API key\b|\bEnsure your API key is correct\b|\bAuthentication to \S+ failed\b|\b(?:API|your(?: own)?) key was (?:rejected|refused)\b|\b[A-Z][A-Z0-9_]*_API_KEY is invalid\b|\bbad-credentials\b|\bInvalid \w+ token: missing token\b|\bInvalid application_default_credentials\.json\b|\bAPI key should start with\b|\bKey is blocked\b|\bcould not authenticate with the upstream\b|\bupstream_auth_error\b|账户不存在|\bnot a valid [\w.-]+ api key\b|\bInvalid (?!provider\b|config\b)[A-Z][\w.-]* (?:API )?Key\b|\bThe API key must start with\b|\bYour token is invalid\b|\bCould not authorize you\b|\bKey not valid for any supported provider\b|\bProvided API key could not be found\b|\bInvalidTokenError\b|\bToken validation failed\b|\b(?:access|API) token (?:is )?invalid or (?:no longer valid|(?:has )?expired)\b|\bAPI key (?:in the request )?is missing or invalid\b|\bYou must be a member of an organization to use the API\b|\baccess to the current (?:AK|API key|key) has been blocked\b|\bAuthorization failed\b[,.:]? please check your API key\b|\b(?:IncorrectClaim|ExpiredJwt|MalformedJwt|UnsupportedJwt)Exception\b|\b40[13] incorrect api key\b|\btoken seems invalid\b|\bAPI keys are not supported by this API\b|\bAuthorization header is (?:badly formatted|malformed|invalid)\b|\bapi[ _-]?key is (?:incorrect|wrong)\b|\bInvalid(?:Provider)?API ?Key\b|\bInvalid (?:[\w.-]+ ){1,2}API[ _-]?key\b|API key not valid|API Key not found\W{1,3}Please pass a valid\b|API_KEY_INVALID|Incorrect API key provided|invalid x-api-key|invalid_api_key|API key expired|API key (?:you provided |provided )?is (?:invalid|not valid)|API key (?:has been |was )?(?:revoked|disabled|deactivated|deleted)|\b(?:ak|api[ _-]?key|access[ _-]?key) is not exist\b|\bAuthentication Fails\b|\binvalid (?:or missing )?API[ _-]?key\b|\bsecurity token included in the request is (?:invalid|expired)\b|\b(?:UnrecognizedClientException|InvalidSignatureException|ExpiredTokenException)\b|\b(?:not able|unable) to authenticate you\b|\brejected (?:your|the) API key\b|^\W*(?:Error:?\s*)?(?:AI_APICallError:?\s*)?User not found\W*$|\bnot authorized to use this API key\b|\b(?:[Ff]ailed to (?:check|verify|validate)|[Ii]nvalid) (?:the )?authori[sz]ation (?:request )?header\b|\b(?:Incorrect|Invalid) (?!(?:SSH|GPG|PGP|TLS|SSL|signing) )(?:[\w-]+ )?(?:access|secret|private) key\b|\bkey assigned to (?:this|the) request is invalid\b|\binvalid header field value for \\?"Authorization\\?"|\bAPI ?Key must start with\b/i,
    priority: 85,
    fixtures: [
      'gen-is-not-a-valid-api-key',
      'gen-api-key-appears-invalid',
      'gen-your-key-was-refused',
      'gen-api-key-found-invalid-or-expired',
      'gen-invalid-named-api-key',
      'gen-client-not-authorized-for-key',
      'gen-user-not-found-line',
      'gen-unable-to-authenticate-you',
      'gemini-cli-key-not-found-nested-25198',
      'gen-api-key-revoked',
    ],
    summary: 'A rejected API key, in text.',
  }),
  textRule({
    id: 'provider.api_key_env_missing',
    tier: 'signature',
    code: 'missing_credentials',
    pattern:
      /\bNo credentials available\b|\bdid not resolve a credentials provider\b|\bSet up your (?:Google )?Application Default Credentials\b|\b(?:accessKeyId|secretAccessKey) is required for (?:Bedrock|AWS)\b|\bdoesn't allow unregistered callers\b|\bNo valid credentials found\b|\bset the (?:[A-Z0-9]+_)?(?:OPENAI|ANTHROPIC|GEMINI|GOOGLE_GENAI|MISTRAL|GROQ|DEEPSEEK|HUGGINGFACE|HF|COHERE|TOGETHER|FIREWORKS|OPENROUTER|XAI|PERPLEXITY|AZURE_OPENAI|REPLICATE|CODEX|CLAUDE|AI_GATEWAY|LLM|MOONSHOT|DASHSCOPE|ZHIPU|VOYAGE)_(?:API_KEY|API_TOKEN|TOKEN|KEY) environment variable\b|\bAdd (?:the |your |an? )?(?:provider |[\w-]+ )?API key to (?:send|use|continue|chat|start)\b|\bAPI key or [\w ]{1,30} not set\b|\bneed an? [A-Z][A-Z0-9_]*_API_KEY\b|\bRequired environment variables? (?:are|is) not set\b(?=[^\n]{0,5}\n?[^\n]{0,20}\b[A-Z_]*API_KEY\b)|\b(?:set|provide|specify) [`'\x22]?\w*(?:auth_token|api_key|apiKey|access_token)\w*[`'\x22]? (?:or [`'\x22]?\w+[`'\x22]? )?to use\b|(?<!\b(?:should|can|may|could|might) )\b(?:Please )?(?:insert|enter|add) your (?:own )?(?:[\w-]+ )?API key\b|\b\w*api_key['"]? (?:cannot|can't|must not|should not) be (?:empty|blank)\b|\b(?:[A-Z][A-Z0-9]*_)*(?:OPENAI|ANTHROPIC|GEMINI|GOOGLE|VERTEX(?:_AI)?|AZURE(?:_OPENAI)?|BEDROCK|AWS|MISTRAL|GROQ|DEEPSEEK|XAI|OPENROUTER|COHERE)(?:_[A-Z0-9]+)*_CREDENTIALS (?:is|are) (?:not set|missing|required)\b|\bAPI key is required for [\w .-]{1,40}?\b(?:API|provider|model)s?\b|\bwithout (?:an? |any )?API key(?: being)? (?:set|configured|provided)\b|\b(?:must|need to) set (?:the |your )?['\w-]+ (?:API )?key\b[^.\n]{0,40}\bor (?:the |an? )?[A-Z][A-Z0-9_]*(?:KEY|TOKEN)\b|\b[A-Z][A-Z0-9_]*_API_KEY must be (?:configured|set|provided)\b|\bSet [A-Z][A-Z0-9_]*_API_KEY (?:for|to|in)\b|\bAPI key not available\b|\b[Pp]lease set (?:either )?(?:the )?[A-Z][A-Z0-9_]*_API_KEY\b|API ?키가 설정되지 않았|\bAPI[ _-]?key (?:value )?must not be None\b|\b[A-Z][A-Z0-9_]*_API_KEY n[ãa]o (?:configurad[ao]|definid[ao]|encontrad[ao])\b|\b[Pp]lease enter your [^.\n]{0,40}\bAPI\)? key\b|\b(?:[Cc]ould not|[Cc]ouldn't|[Uu]nable to|[Ff]ailed to) load (?:the |your )?(?:\w+ )?API key\b|\b[A-Z][A-Z0-9]*_KEY not set\b|\b[Pp]lease (?:set|enter|configure|fill in) (?:your |the |an? )?(?:(?!valid |correct |new |different )[\w-]+ )?(?:api[ _-]?key|API[ _-]?[Kk]ey|apikey)\b|必须提供\s?API ?[Kk]ey\b|需要提供\s?API ?[Kk]ey\b|\bAPI ?[Kk]ey ?(?:未设置|未配置|为空)|\bKeyError: ['"](?:OPENAI|ANTHROPIC|GEMINI|GOOGLE|MISTRAL|GROQ|DEEPSEEK|OPENROUTER|XAI|AZURE_OPENAI|DASHSCOPE|ZHIPUAI|MOONSHOT)_API_KEY['"]|\b[A-Z][A-Z0-9_]*_(?:API_)?KEY environment variable not set\b|\bSet the [`'"]?[A-Z][A-Z0-9_]*(?:API_KEY|TOKEN)[`'"]? environment variable\b|\bNo credentials found\. Set [A-Z_]+\b|\bkey is required for [\w.-]+:\d+\b|\bYou must provide an api_key\b|\bcannot configure default credentials\b|\bSession required\. Provide the session\b|\bREST token missing\b|\bNo [\w ]{1,20} credentials are available\b|\bCan't find env var\b[^\n]{0,5}[A-Z_]*(?:KEY|TOKEN)|\bCould not find credentials for\b|\brequires a user token\b|\bmissing required [\w ]{0,20}API key\b|\bMissing '?api_key'? in (?:the )?config\b|\bNo valid API key (?:environment variable )?found\b|\bNo [A-Z][A-Z0-9_]*(?:TOKEN|KEY|SECRET)[A-Z0-9_]* provided\b|\b(?:API key|token) is required for (?:the )?[\w .-]{1,40} provider\b|\bprovider has no API key\b|\bmust (?:specify|set|provide) the [A-Z][A-Z0-9_]*(?:_KEY|TOKEN)\b|\b(?:[Aa]pi_?[Kk]eys?|[Aa]ccess_?[Tt]okens?|[Ss]ecret_?[Kk]eys?)\b[^\n]{0,40}\b(?:are|is) not set\b|\bMissing API keys? for\b|\b(?:(?:api|API)[ _-]?(?:key|Key)|(?:access|auth|bearer|api) token)s? (?:(?:is|are) )?missing\b|(?:^|[\]:'\x22]\s?)token is missing\b|\b[Mm]issing:? \W{0,3}[A-Z][A-Z0-9_]*_API_KEY\b|\b[Mm]issing [Cc]onfig(?:uration)? (?:key|value|variable|entry):? \W{0,3}[A-Z][A-Z0-9_]*_(?:API_KEY|TOKEN)\b|\bauthorization header (?:is |was )?missing\b|\bAPIKeyNotFoundError\b|\bmust provide (?:an? |their |your )?API keys?\b|\bdid(?:n'?t| not) (?:get|find|have|receive) [A-Z][A-Z0-9_]*_(?:API_KEY|TOKEN)\b|\b[A-Z][A-Z0-9_]*_(?:API_KEY|TOKEN)\W{0,3}\s(?:environment variables? )?(?:is|are) not available\b|\bCredentials? (?:is|are) missing\b|\bapi[_-]?key\W{1,3}value length must be at least 1\b|\b[Pp]lease set (?:your |the )?(?:personal |API |access )?(?:token|key)\b|\b[Pp]lease (?:pass|provide|enter|add) (?:your |the |an? )?[A-Z][A-Z0-9_]*(?:_KEY|TOKEN)\b|\bAPI Key for (?:the )?\S{1,80} is missing\b|\bapi[_ ]key(?:(?: and |\/|, )\w{1,20}){1,2} (?:are )?required\b|\bMissing (?:these |the following )?environment variables?\b[^\n]{0,20}\n?[^\n]{0,10}\b(?!(?:GITHUB|GH|GITLAB|SLACK|DISCORD|TELEGRAM)_)[A-Z][A-Z0-9_]*_(?:API_KEY|KEY|TOKEN|API_BASE)\b|\b(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:API_KEY|TOKEN)|API_KEY)\b[^.]{0,40}\b(?:not found|not set|not configured|is missing|missing|is required|required)|\b(?:missing|no) [A-Z][A-Z0-9_]*_(?:API_KEY|TOKEN)\b|No API key (?:found|provided|configured)|\bauth_unavailable\b|(?:couldn'?t|could not|cannot|can'?t) find (?:a |the |any )?(?:secret|key|credential|token|variable)s?\b[^.\n]{0,40}\b[A-Z][A-Z0-9_]*_(?:API_KEY|TOKEN)\b|\bno auth(?:entication)? (?:available|configured)\b|\b(?:Could not|Unable to|Failed to) resolve (?:the )?authentication method\b|CREDENTIALS_MISSING|api_key client option must be set|\bApplication Default Credentials are not available\b|\b[Cc]ould not (?:automatically )?determine credentials\b|\b[Mm]issing environment variable\W{0,3}[`'\x22]?\w*(?:API_KEY|TOKEN|SECRET)\b|\b[Nn]o logged-in (?:\w+ )?account\b|\bAPI[ _-]?key (?:value )?must not be (?:null|empty|blank)\b|\bAn? API[ _-]?[Kk]ey (?:needs|has) to be (?:provided|set)\b|\bapi_?[Kk]ey must be set\b|\bprovider[_ ]key[_ ]not[_ ]found\b|\bapi[_-]?key[_-]?cmd\W{0,2} did not return a value\b|\bcredentials could not be sourced\b|\bCREDENTIALS_PROVIDER_\w*_FAILURE\b|需要配置[^\n]{0,20}API ?[Kk]ey|\b[A-Z][A-Z0-9_]*_API_KEY not in os\.environ\b|\bNo bearer token found\b|\bCredentials for \w+ (?:\([^)\n]{0,30}\) )?are not configured\b|\bPlease provide (?:an? )?(?:token|API key|api_key)\b[^\n]{0,40}\b(?:or set|environment)\b|\b(?:[Aa]pi_?[Kk]ey|API[ _]?[Kk]ey) (?:must be provided|cannot be (?:null or empty|null|empty|blank))\b|\bYou must (?:provide|specify|pass|set) (?:an? |your )?(?:API[ _]?[Kk]ey|api[ _]key|API authentication|token)\b|\bNo [\w ]{0,30}auth token found\b|\bAPI key\b[^\n]{0,60}\benvironment variable but it doesn'?t exist\b|\b\w+ API key is missing\b|\bSecretNotFoundError\b|\bPlease specify the API (?:token|key)\b|\bAPI ?Key (?:has not|hasn.t) been set\b|\bprovider '?[\w.-]+'? requires (?:the )?environment variable\b/,
    unless: FALLBACK_NOTICE,
    priority: 90,
    fixtures: [
      'gen-did-not-resolve-credentials-provider',
      'gen-set-up-application-default-credentials',
      'gen-google-unregistered-callers',
      'gen-camelcase-apikey-must-be-set',
      'gen-set-key-or-pass-via-provider',
      'gen-no-valid-credentials-found',
      'gen-add-api-key-to-use',
      'gen-set-provider-key-env',
      'gen-need-api-key-env',
      'gen-api-key-or-id-not-set',
      'gen-set-token-to-use-provider',
      'gen-api-key-must-be-provided-zh',
      'gen-please-add-your-api-key',
      'gen-provider-credentials-env-missing',
      'gen-api-key-setting-cannot-be-empty',
      'gen-bare-api-key-env-not-configured',
      'gen-no-logged-in-account',
      'gen-adc-unavailable',
      'gemini-cli-env-key-not-found-1560',
      'gen-api-key-client-option',
    ],
    summary: 'No credentials configured ("GEMINI_API_KEY environment variable not found").',
  }),
  textRule({
    id: 'provider.key_variable_unset',
    tier: 'signature',
    code: 'missing_credentials',
    // A model provider's key variable named beside the words that say it has no value, in either
    // order on one line; a program's own name error and a side tool's key are not the model's.
    pattern: new RegExp(
      String.raw`\b${PROVIDER_KEY_VARIABLE}\b\W{0,3}[^\n]{0,40}?\b(?:(?:is|are|was) (?:not set|unset|not found|not provided|not configured|missing|empty|required)|not (?:set|found|provided|configured)|[Mm]issing|[Nn]ot [Ss]et|must be (?:set|provided|configured)|to be set|is required|are required)\b|\b(?:[Mm]issing|[Nn]o|(?:must|need to|have to) (?:provide|set|specify|contain)|[Rr]equires?(?: the following)?(?: environment)?(?: variables?)?|needs|[Ee]ither (?!unset)|weren't found but were necessary|or set(?: the)?|^\s*Set(?: the)?|without|lacks a valid)\b[^\n]{0,60}?\b${PROVIDER_KEY_VARIABLE}\b`,
    ),
    unless: new RegExp(
      String.raw`${FALLBACK_NOTICE.source}|\bNameError\b|\bis not defined\b|\b(?:might|may) be missing\b|\bpositional argument\b|\b(?:telemetry|tracing|trace export|web search|search tool|embeddings?|retriever|RAG)\b`,
      'i',
    ),
    priority: 89,
    fixtures: [
      'gen-cannot-run-without-key-variable',
      'gen-set-provider-key-variable-bare',
      'gen-include-key-or-set-variable',
      'gen-provider-key-variable-unset',
    ],
    summary:
      'A model provider\'s key variable without a value ("OPENAI_API_KEY: Not set", "needs GEMINI_API_KEY to be set").',
  }),
  textRule({
    id: 'gemini.auth_method_unset',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern:
      /Please set an Auth method|no auth(?:entication)? (?:method|type) (?:configured|selected)|requires setting the GOOGLE_CLOUD_PROJECT|GOOGLE_CLOUD_PROJECT (?:env var|environment variable)|ProviderInitError/i,
    priority: 95,
    fixtures: ['qwen-code-set-auth-method-667'],
    summary: 'gemini-cli / qwen-code without an auth method configured.',
  }),
];

const model: Rule[] = [
  textRule({
    id: 'claude.selected_model_issue',
    tier: 'signature',
    code: 'model_unavailable',
    pattern: /issue with the selected model|may not exist or you may not have access/i,
    priority: 90,
    fixtures: ['cc-404-proxy-page-not-found-50229'],
    summary: 'Claude Code "There\'s an issue with the selected model".',
  }),
  textRule({
    id: 'provider.model_not_found_text',
    tier: 'signature',
    code: 'model_unavailable',
    pattern:
      /\b(?:don't|do not) have any (?:[\w-]+ )?models (?:downloaded|installed|pulled)\b|\bnot registered in the (?:model )?gateway\b|\bNo model is deployed\b|\bnot available\. Available models\b|\bmodel name is (?:invalid|not valid)\b|\bspecified model\b[^\n]{0,60}\bcould not be found\b|\bis not a supported (?:[A-Z][\w-]* )?(?:chat completion |chat |completion )?model\b(?![ _-]provider)|\b(?:doesn't|does not) recognize the model\b|\bNo permission to use the model\b|\bnot allowed to (?:generate|use|access|call) [\w ]{0,30}?(?:from |with |on )?this model\b|\bis not a valid model\b|\bNo gguf file found for model\b|\bNo model is loaded\b|\bis not a known model\b|\bnot in (?:the )?model list\b|\bNot supported model\b|\bis not a recognized model(?: id)?\b|\bnot allowed by your organization(?:'|’)s model policy\b|\bThere is no 'model_name' with this string\b|\bis no longer available\. (?:Please )?(?:switch|use|migrate|upgrade) to\b|\bis not ready for serving\b|\bPublisher Model\b[^\n]{0,200}\bnot found\b|\bpublishers\/[\w-]{1,40}\/models\/[\w.@:-]{1,100}`?\W{0,3}(?:was )?not found\b|\bmodel not available in region\b|\bCould not resolve the (?:foundation )?model\b|\bunexpected model name format\b|\bInvalid version or not permitted\b|\bNo [\w-]+ model loaded\b|\bis not running on server\b|\bModel [\w.:/-]+ is not downloaded\b|\bfailed to find a model provider for model\b|\bDefault LLM '[^'\n]{1,80}' not found\b|\brequires explicit organi[sz]ation opt-in\b|\bneeds? to have a function calling capable models?\b|\bNo backend for model\b|\bNo running instances with LoRA\b|\bnot been able to find inference provider information for model\b|\bspecified version does not exist\b|\bdeployment '[^'\n]{1,80}'(?: with engine '[^'\n]{1,80}')? cannot be used with this API\b|\bModel not available for this type of fine-tuning\b|\bmodel ?(?:code|id|name)\b:? ?(?:does not|doesn't) exist\b|\bmodel specified (?:in )?your request is not configured\b|\bcannot use own model\b|\bis not a valid model for your organi[sz]ation\b|\bThe provided model is not supported\b|\bis not among (?:the )?supported models\b|\/models\/[\w.-]+:(?:stream)?[gG]enerateContent\b[^\n]{0,40}\bwas not found on this server\b|\bNoSuchModelError\b|\bNo such (?:language|chat|text|embedding|image)Model\b|ProviderModelNotFoundError|Model not found, inaccessible|model_not_found|The model `?[\w./:-]+`? does not exist|model .{0,60} is not supported when using|DeploymentNotFound|is not a valid model ID|model identifier is invalid|\bNo deployment (?:matched|found) (?:the given criteria|for)\b|\brejected the model(?: ID| name)?\b|\bpermission to access tuned model\b/i,
    priority: 80,
    fixtures: [
      'gen-no-models-downloaded',
      'gen-not-registered-in-gateway',
      'gen-model-name-not-valid',
      'gen-specified-model-not-found',
      'gen-not-a-supported-chat-model',
      'opencode-zen-model-not-deployed-27493',
    ],
    summary: 'A missing or inaccessible model, in text.',
  }),
];

const local: Rule[] = [
  textRule({
    id: 'claude.output_token_maximum',
    tier: 'signature',
    code: 'task_error',
    pattern:
      /\bstopped because it exceeded the max(?:imum)? (?:output )?token limit\b|\b(?:response|output|answer|completion) was truncated due to (?:the )?(?:length|max(?:imum)? tokens?|token) limit\b|\bused all (?:available |the |its )?(?:output )?tokens (?:for|on) reasoning\b|\bLLMDidNotFinishException\b|\breached the (?:response|output) token limit\b|\bstop_reason=max_tokens\b|\bended due to token limit exhaustion\b|\breached its maximum token limit while generating\b|\bcompletion length error\b|\bresponse was truncated because it exceeded the token limit\b|\btruncated before reaching a natural stopping point\b|\bcompleted due to max_tokens\b|\bstop_reason: max_tokens\b|\bLengthFinishReasonError\b|\blength limit was reached\b|\bmaximum token length was reached\b|\breached its output[- ]token limit\b|\boutput[- ]token limit (?:was )?reached\b|exceeded the \d+ output token maximum|CLAUDE_CODE_MAX_OUTPUT_TOKENS|max_output_tokens(?![\x22']?\s*[:=])|\bexceeded the maximum output (?:length|tokens)\b|\b[Tt]oken limit \(\d+\) exceeded before any response\b|\b(?:response|output|completion) was truncated because it (?:hit|reached|exceeded) (?:the )?[`'"]?max_(?:output_)?tokens[`'"]? limit\b|\b(?:maximum|max) output tokens (?:reached|exceeded|hit)\b|\bmaximum number of (?:completion|output) tokens was reached\b|\btruncated by max_tokens\b|\bexceeded output limit\b|\bfinish[_ ]reason\W{0,3}[:=]?\s*['"]?length\b(?![^\n]{0,80}\bcontext (?:length|window)\b)|\bmax_tokens or model output limit was reached\b|\b(?:response|output|message) (?:was )?truncated\b.{0,40}\b(?:token limits?|output token limit|max_tokens)\b|\bmax(?:imum)? output tokens (?:reached|exceeded)|\bexceeded output limit\b|MaxTokens(?:Reached)?(?:Error|Exception)\b|\bstopped (?:early )?(?:for length|because of max_tokens)|\bdue to (?:exceeding )?max_tokens\b|\bexceeded output limit\b|\bMaximum output tokens reached\b|\bmax_tokens length limit\b|\bhit the length limit\b|\bafter reaching the output token limit\b|Token不足|\bmaximum response length was exceeded\b|\btoken limit \(provider default\) exceeded\b|\breasoning token budget exhaustion\b|\bincrease max new tokens\b|\boutput limit\)/i,
    priority: 100,
    fixtures: [
      'gen-stopped-exceeded-max-token-limit',
      'gen-output-truncated-length-limit',
      'gen-reasoning-used-all-tokens',
      'gen-response-truncated-max-tokens',
      'cc-output-token-max-after-partial-proxy-36',
    ],
    // `max_output_tokens` as a key (`"max_output_tokens": 4096`) is a request's setting, not its end.
    summary: 'The response hit the output token maximum: the task, not the provider.',
  }),
  textRule({
    id: 'agent.turn_limit',
    tier: 'signature',
    code: 'task_error',
    pattern:
      /\b[Mm]aximum number of turns\b|\bExceeded maximum tool calls\b|\bNoMoneyException\b|\b(?:llm[ _]call|tool[ _]call|step) budget exceeded\b|\bExceeding the maximum number of (?:cycles|iterations|loops|rounds)\b|\bMaximum number of (?:iterations|cycles|rounds)(?: for \w+)? exceeded\b|\bstop_reason=max_turn_requests\b|\b(?:iteration|turn|step|tool[- ]call|reflection|mistake)s? (?:limit|budget|cap|ceiling)\b[^.\n]{0,20}?\b(?:reached|exceeded|exhausted|crossed|hit)\b|\b(?:reached|exceeded|exhausted|crossed|hit) (?:the |its |your |a )?(?:[\w-]+ ){0,2}(?:iteration|turn|step|tool[- ]call|reflection|mistake)s? (?:limit|budget|cap|ceiling)\b|\bITERATION_LIMIT_\w+|\bstopped due to (?:the )?(?:iteration|turn|step|time) limit\b|\bmax(?:imum)?[ _](?:turns|iterations|steps|tool calls)\W{0,3}(?:\(\d+\)\W{0,3}|of \d+ )?(?:reached|exceeded|hit)\b|\btoo many consecutive (?:mistakes|errors|failures)\b|\bRun budget exhausted\b|(?<!\bprovider\b[^\n]{0,60})\bExceeded (?:USD|cost|spend(?:ing)?) budget\b|\bauto-approved cost limit\b|\b(?:stop(?:s|ped)?|halt(?:s|ed)?|couldn'?t be completed|not completed)\b[^.\n]{0,30}\bafter \d+ (?:tool calls|steps|turns|iterations)\b|\brepeated (?:failing |identical )?tool calls\b[^.\n]{0,30}\b(?:without progress|after \d+ attempts)\b|\bOnly \d+ reflections allowed\b|\b(?:subagent|agent|task) terminated by TIMEOUT\b|\b(?:total |instance |per[- ]instance )?(?:cost|call) limit exceeded\b|\btotal execution time exceeded\b|\bconsecutive command timeouts\b|(?<!(?:daily|weekly|monthly|hourly) )\bMessage limit reached\b|\bmulti step limit reached\b|\bexceeding the configured maximum of \d+\b|\berror_max_turns\b|\bMaxSessionTurnsError\b|\bMaximum session turns exceeded\b|\bstop_reason: max_turn_requests\b|\btoken budget exhausted\b(?![^\n]{0,200}\bprovider requires payment\b)|\bmax(?:imum)?[ _]turns \(\d+\) exceeded\b|\bMaxTurnsExceeded\b|\bRecursion limit of \d+ reached\b|\bGraphRecursionError\b|\bExceeded the (?:\w+_)?(?:tokens|requests?|tool_calls)_limit of \d+|\bexceeded \d+ (?:sequential |consecutive )?tool (?:executions|calls|invocations)\b|\b(?:exceeded|reached) (?:the )?max(?:imum)?[ _](?:turns|iterations|steps)\b|\bMax number of llm calls limit of \d+ exceeded\b|\bwould exceed the request_limit of \d+\b|\bReached max session turns\b|\bAgent stopped due to iteration limit or time limit\b|\b[Aa]gent reached (?:the )?maximum (?:number of )?iterations?\b|\bTool '[^'\n]{1,80}' exceeded max retries count\b|\bExceeded maximum tool call iterations\b|\bUsageLimitExceeded\b|\bMaximum (?:LLM|model|API) (?:invocations|calls|requests) exceeded\b|\bmax_runs_exceeded\b|\bToo many tool calls\b[^.\n]{0,40}\b[Ll]imit is \d+|\b(?:ToolCall|ModelCall)LimitExceededError\b|\b(?:tool|model) call limits? exceeded\b|\breached (?:the )?maximum (?:agent )?steps\b|\bmax(?:imum)? (?:agent )?steps of \d+\b|\bexceeded \d+ tool calling round trips\b|\btook too many turns\b|\btoo many (?:function[- ]calling |tool )?turns\b|\bExceeded maximum number of runs\b|\breached the maximum number of (?:iterations|steps|turns)\b|\bmax(?:imum)? number of (?:steps|turns|iterations) reached\b|\bnot finished before max(?:imum)? (?:iterations|steps|turns)\b|\bMaximum turns \(\d+\) reached\b|\b(?:stopped|halted|terminated) due to (?:the )?(?:iteration|step|turn) limit\b|\bMaximum (?:turns|rounds|steps|iterations)(?: \(\d+\))? reached\b|\biteration limit or time limit\b|\bReached (?:the )?maximum (?:number of )?(?:tool |tool execution )?(?:iterations|turns|rounds|steps)\b|\bMax tries during\b|\bthinking limit exceeded\b|\bretry cap \(\d+\) exceeded\b|\berror_max_structured_output_retries\b|最大步数|最大决策步数|\bloop guard stopped\b|\brepeated tool call failures\b|\b\d+ errors in a row\b|\b(?:exceeds?|exceeded|reached|hit) (?:the )?(?:max(?:imum)?|reflection|reasoning|recursion) ?(?:number of )?(?:iterations?|steps|turns|rounds|reflection steps)\b|\bwithin \d+ (?:reasoning )?steps\b|\bmax(?:imum)?[ _]?(?:iterations|steps|turns|rounds) (?:reached|exceeded|limit reached)\b|\bExceeded reflection steps\b|\bRecursion limit of \d+ reached\b|\bGraphRecursionError\b|\bMaxTurnsExceeded\b|\biteration limit\b|\b(?:(?:Total|total)|(?:Instance|instance)) ?(?:Cost|cost) ?(?:Limit|limit) ?(?:Exceeded|exceeded)(?:Error)?\b|\bExit(?:ing)? due to cost limit\b|\bLimitsExceeded\b|\bLimits exceeded\. Limits:|\bexceeds max(?:imum)? iterations\b|\bMaximum number of [\d,]+ iterations\b[^\n]{0,30}\bexceeded\b|\b(?:executed|attempted) too many times\b|\bToolRunsExceededException\b|\bNo final answer within \d+\b|\bToo many action execute failures\b|\b(?:Has|has) reached max loop count\b|\bMax turns \(\d+\) exceeded\b|\bAgent execution exceeded limits\b|\bAgent was thinking for \d+ steps\b|\bMax(?:imum)? (?:steps|iterations) (?:reached|exceeded)\b/i,
    priority: 100,
    fixtures: [
      'gen-max-iterations-of-n-reached',
      'gen-max-iterations-reached',
      'gen-agent-max-steps-reached',
    ],
    summary: "The agent reached its own turn, iteration or step limit: the task's budget, not the provider.",
  }),
  textRule({
    id: 'provider.output_tokens_param',
    tier: 'signature',
    code: 'task_error',
    confidence: 'medium',
    pattern:
      /(?<!\btokens \+ \W?)\bmax(?:_new|_completion|_output)?_tokens\W{0,3}(?:must be (?:<=|less than|at most)|is too large)|\bsupports at most \d+ (?:completion|output) tokens\b|\bmax(?:_new|_completion|_output)?_tokens \(\d+\) exceeds\b/i,
    priority: 85,
    fixtures: ['gen-max-tokens-exceeds-output', 'gen-max-tokens-param-too-large'],
    summary: 'The request asks for more output tokens than the model allows: the request, not the provider.',
  }),
  textRule({
    id: 'provider.invalid_parameters_bare',
    tier: 'signature',
    code: 'task_error',
    confidence: 'low',
    pattern:
      /参数不正确|参数错误|参数无效|参数有误|\b(?:Arg(?:ument)?|Param(?:eter)?) [\x60'\x22]?\w+[\x60'\x22]? (?:must be provided|is required)\b|\bUnsupported parameter: [`'\x22]?\w+|^\W*Invalid (?:(?:request )?Parameters?|Format|request body|JSON body)\W*$|\bInvalid (?:temperature|top_p|top_k|presence_penalty|frequency_penalty|repetition_penalty|seed|reasoning_effort|logprobs|stop sequences?)\b[^\n]{0,20}?:? (?:only|must|should|expected|value|allowed|not)|\bmissing `[\w.[\]]{1,60}` parameter\b|\bmissing required (?:argument|parameter|field)s?\b|\bUnsupported parameter\(s\): \w+|\b(?:invalid (?:API |request )?parameters?(?: value)?|the parameter is invalid|bad parameter|request parameter error)\b[.,!;:"]{0,2}\s{0,3}(?:$|please check|"|\()|\bUnsupported (?:param(?:eter)?: |(?:generation controls?|image (?:format|mime ?type)|input type|(?:message )?content type|URL protocol|response_format(?:\.type)?|outputDtype|OpenAI-Version header)\b)|\bInvalid output(?:Dtype|Dimension)\b/i,
    priority: 30,
    fixtures: ['gen-arg-must-be-provided', 'gen-chinese-parameters-incorrect', 'gen-invalid-parameters-bare'],
    summary: 'A provider saying only that the parameters or format are invalid: the request as sent.',
  }),
  textRule({
    id: 'provider.request_too_large',
    tier: 'signature',
    code: 'task_error',
    pattern:
      /\bPayload is too big\b|\bMaximum content size limit \(\d+\) exceeded\b|Request too large|request_too_large|Request exceeds the maximum size|RequestTooLargeError|Request Entity Too Large|payload too large|exceeds (?:the )?maximum allowed content length|\bRequestSize\(bytes\)|\bexceeds the maximum allowed number of bytes\b|\b(?:request|payload|body) is too large to send\b|\bToo many inputs in (?:the )?request\b/i,
    // A request far under the limit it names (fewer digits) is not too large: a throttle in those words.
    unless:
      /\bLimit (?:\d{2}, Requested \d|\d{3}, Requested \d{1,2}|\d{4}, Requested \d{1,3}|\d{5}, Requested \d{1,4}|\d{6}, Requested \d{1,5}|\d{7}, Requested \d{1,6}|\d{8}, Requested \d{1,7})\b/,
    priority: 90,
    fixtures: ['anthropic-413-request-too-large-938', 'gen-openai-request-too-large-tpm'],
    summary: 'The request is larger than a fixed size or per-minute budget.',
  }),
  textRule({
    id: 'provider.context_window',
    tier: 'signature',
    code: 'context_window_exceeded',
    pattern:
      /\bmust be smaller than the model(?:'s)? context length\b|\bmaximum input length is \d+ tokens\b|\bthe model'?s context length is only \d+ tokens\b|\bcould not find a KV slot for the batch\b|\bcontext length of the model has been exceeded\b|\bUnable to (?:truncate|preserve any) messages within (?:the )?context (?:window|limit)\b|\bdoes not fit (?:into|in|within) the model'?s? context window\b|\b\w*CONTEXT_TOO_LONG\b|\bInput (?:is )?too long\W{1,4}(?:please )?(?:reduce|shorten)\b|\bn_kv_req > n_ctx\b|\b(?:prompt|input) length \(?\d+\)? exceeds (?:the )?maximum (?:sequence|context|model) length\b|\bMaximum (?:text|input) length (?:has been )?exceeded\b|\brequest is too large\b[^\n]{0,60}\bswitch to a different model\b|\bfit (?:the )?(?:messages|prompt|conversation) within the (?:maximum|max) (?:prompt|context) tokens? limit\b|\b(?:prompt|input) (?:had|has) a length of \d+ tokens\b[^.\n]{0,40}\bexceed|\bexceeded (?:the )?maximum context window\b|\bexceededContextWindowSize\b|\bexceeds the maximum allowed context (?:size|length|window)\b|\b(?:prompt|tokens?|input)\b[^.\n]{0,20}?\bexceeds? (?:the )?n_ctx\w*|\bcontains \(?\d+\)? tokens, which is more than the max(?:imum)? tokens? limit\b|\b[Tt]oken count (?:of \d+ )?exceeds the (?:model(?:'s)? )?(?:limit|maximum)\b|(?<!\b(?:when|if|because|often|may be|might be) (?:the )?)\bcontext (?:is |was )?too (?:large|long|big)\b|\bcontext(?: length| window| size)?\b[^.\n"]{0,30}?\b(?:still )?exceeds?\b[^.\n"]{0,20}?\b(?:the )?(?:model(?:'s)? )?limits?\b|\binput tokens?\b(?:(?!\bper\b)[^.\n"]){0,40}?\b(?:has |have )?exceed(?:s|ed)\b(?:(?!\bper\b)[^.\n"]){0,40}?\bmax(?:imum)?_?(?:prompt|input|context)?_?(?:tokens|length)\b|\blonger than the (?:max )?(?:chat |completion )?context length\b|\bexceeded the model'?s (?:[\w.]+ )?(?:token|context) (?:capacity|limit|window)\b|\bloaded with (?:a )?context length of (?:only )?\d+ tokens\b|(?:输入|请求) ?(?:Token|token) ?数?超(?:过|出)了?(?:模型)?的?(?:限制|上限|最大)|\bstill has too many tokens\b|\bContextOverflowException\b|\bContext overflowed\b|\bNot enough context space\b|\binput is larger than the max context size\b|\bToo many tokens in (?:the )?prompt\b|\breached the (?:model(?:'s)? )?context window limit\b|\bprompt too long for\b[^\n]{0,30}\bcontext\b|\bmaximum context tokens reached\b|\bllama_tokenize\w*: too many tokens\b|\b(?:prompt|input) length\b[^.\n]{0,30}\bmust (?:be )?(?:less|smaller|lower) than\b[^.\n]{0,20}\bmax(?:imum)? (?:input|context|prompt) length\b|\btotal number of tokens\b[^.\n]{0,40}\bcannot exceed \d+\b|\bpossibly exhausted context window\b|\bexceeds the (?:maximum )?length (?:that )?the model can (?:handle|process|accept)\b|\btokens of [\w ]{1,30} exceed (?:the )?max(?:imum)? (?:message |input |context )?tokens\b|\bprompt_too_long\b|\bInput too long: \d+ input tokens\b|\bcontext window exceeds (?:the )?limit\b|\breached its context window limit\b|\bExit due to context window\b|ContextWindowExceed(?:ed)?Error\b|\b\d+ tokens,? but the (?:model(?:'s)? )?context (?:window|length|size) is\b|\bn_keep\b[^\n]{0,20}>=\s*n_ctx\b|\bsize limit exceeded by \d+ tokens\b|\bexceeds the model context length\b|\bexceeded (?:the )?context window\b|\bcontext window has overflowed\b|\bPrompt tokens too long\b|\btokens_too_long\b|\bthe max input characters is\b|\bcontext length of \d+ tokens, but\b[^\n]{0,80}\bsupport up to\b|\bexceeds the model(?:'s)? context window\b|\bsequence too long for (?:the )?model\b|\bprompt is longer than the context length\b|\brequest is too long for the (?:AI )?(?:service|model) to process\b|\bRequested tokens \(\d+\) exceed (?:the )?batch size\b|\bMaximum prompt size exceeded\b|\bExceed(?:s|ed)? max_input_tokens\b|\bexceeds the maximum context window\b|\bhas hit a token limit\b[\s\S]{0,300}?\bexhausted context window\b|\binput \(\d+ tokens\) is too large to process\b|\brequest to [\w.-]+ was too large\b|\bcurrent conversation has (?:\d+ )?tokens\b|\b(?:hit|reached|exceeded) the maximum (?:length|size) (?:for|of) (?:this|the) (?:conversation|chat|context)\b|\bPrompt exceeds max(?:imum)? length\b|\b(?:prompt|input) length \(?\d+\)? exceeds (?:the )?maximum (?:input )?length\b|\bInput token ids are too long\b|\bToken indices sequence length is longer than the specified maximum sequence length\b|\b\d+ tokens (?:is|are) (?:over|above|beyond) the (?:maximum|max)(?: input)?(?: limit)?\b|\bRequest size exceeds (?:the )?model(?:'s)? context window\b|\bprompt token limit exceeded\b|\btoo large\b[^\n]{0,80}?\bMax(?:imum)? size:? \d+ tokens\b|prompt is too long|maximum context length|context_length_exceeded|context[_ ]window[_ ]exceeded|ContextWindowExceeded|context window (?:exceeded|is full)|exceeds? (?:the |your )?(?:model'?s )?(?:context window|context length|context limit)|exceed context limit|ran out of room in the model'?s context window|Conversation too long|is longer than the model'?s (?:context length|maximum context)|Input tokens exceed the configured limit|input is too long for (?:the )?requested model|too many (?:input )?tokens for (?:the )?(?:model'?s )?context|loaded with a context length of only \d+|is longer than the maximum model length|maximum prompt length is \d+|Current length is \d+ while limit is \d+|larger than the context window|\bFLOOR_OUTPUT_TOKENS\b|\bcontext (?:length|window|limit|size) (?:has been |was |is )?(?:exceeded|overflowed)\b|max_tokens must be at least 1, got -\d+|too large for model with \d+ maximum context length|\binput token count (?:is |of )?\(?\d+\)?[^.\n]{0,40}\b(?:only supports up to|exceeds the maximum)|\bexceeds the maximum number of (?:input |prompt )?tokens\b|\bexceed(?:s|ed)? (?:the )?model'?s? (?:maximum )?(?:input |prompt |context )?token limit\b|\bmodel token limit\b[^.\n]{0,30}\brequested\b|\binput_too_large\b|\(\d+ tokens\) exceeds (?:the )?(?:budget|limit|maximum)\b|\b(?:conversation|prompt|input|request|messages?)(?: \([^)\n]{0,30}\))? (?:is |are )?(?:too long for|longer than|larger than) (?:the )?model\\?'?s? (?:maximum|context|token limit)|\bcontext (?:size|limit) (?:has been |was )?(?:exceeded|reached)\b|\bexceeds? (?:the )?(?:model'?s? |available |maximum )?context (?:size|budget)\b|\bprompt\b[^.\n]{0,30}\bis too long and exceeds (?:the )?limit\b|\bmax(?:imum)?_prompt_tokens_exceeded\b|\bprompt token count of \d+ exceeds the limit\b|\bERR_INPUT_LIMIT\b|\binput (?:length |size )?limit (?:exceeded|reached)\b|\bRange of input length should be \[\d+, ?\d+\]|\bplease reduce the length of the messages\b|\bdoes not fit (?:in(?:to)? )?(?:the )?context\b|\bn_prompt_tokens\b[^\n]{0,40}\bn_ctx\b|^\W*Input is too long\b|\binput too long\b[^.\n]{0,40}\bcontext\b|\bprompt tokens \(\d+\) exceed (?:the )?model maximum\b|\bcontext overflow\b|\bcontext window is [\d.]+k? tokens?, you requested\b|\bdue to context limit\b|\bexceeded the model'?s context window\b|\btoo long for the (?:AI )?model'?s context window\b|\bMaximum kv-cache size reached\b|\bcontext of [\d,]+ tokens exceeds (?:the )?[\d,]+ token limit\b|\bcontext size is too small\b|\bmaximum supported sequence length is\b|\brequires a sequence length of \d+|\bexceeds? (?:the )?session max(?:imum)? length\b|\bprompt too large for (?:the )?context window\b|\binsufficient space for (?:the )?system prompt\b|\bExceeded (?:the )?model(?:'s)? context window(?: size)?\b|\b(?:session|conversation|chat) ran out of context\b|\bMaximum input token count \d+ exceeds limit of \d+\b|\bfailed to bring (?:the )?context under (?:the )?limit\b|\bContextWindowOverflow(?:Exception|Error)\b|\binput (?:content )?length exceeds (?:the )?(?:threshold|limit)\b|\bcontext shift is disabled\b|\btoo many tokens in (?:the |your )?(?:request|prompt|input)\b|\bcannot fit [^.\n]{0,40}\binto the context window\b|\bexceeds the [\d,]+[- ]token limit for\b|\bmodel_context_exceeded\b/im,
    // An output budget too large for what is left is the request's setting, not the input.
    unless: /['"`]?max_(?:completion_)?tokens['"`]?(?: or ['"`]?\w+['"`]?)? is too large\b/i,
    priority: 90,
    fixtures: [
      'gen-input-smaller-than-context-length',
      'gen-embedding-maximum-input-length-tokens',
      'gen-local-kv-slot-full',
      'gen-context-length-exceeded-session',
      'gen-input-too-long-reduce',
      'gen-does-not-fit-context-window',
      'gen-llama-kv-req-over-ctx',
      'gen-input-length-exceeds-max-seq',
      'gen-max-input-length-exceeded',
      'gen-request-too-large-switch-model',
      'gen-fit-messages-max-prompt-tokens',
      'gen-prompt-length-tokens-exceeded',
      'gen-exceeded-maximum-context-window',
      'gen-on-device-context-window-size',
      'gen-range-of-input-length',
      'gen-prompt-exceeds-limit',
      'syn-prompt-too-long',
      'gen-conversation-too-long',
      'corpus-litellm-azure-input-tokens-exceed',
      'corpus-sglang-longer-than-context',
      'gen-too-many-tokens-in-request',
    ],
    summary: 'The request is larger than the model’s context window.',
  }),
  textRule({
    id: 'realtime.response_in_progress',
    tier: 'signature',
    code: 'task_error',
    pattern: /\bconversation_already_has_active_response\b|\bConversation already has an active response\b/i,
    // A realtime session asked for a response while one is running: the client's sequencing, not
    // the conversation's content; the same request goes through once the response ends.
    priority: 96,
    fixtures: ['gen-realtime-active-response'],
    summary:
      'A realtime response requested while another is still in progress: the request, not the provider.',
  }),
  textRule({
    id: 'provider.conversation_rejected',
    tier: 'signature',
    code: 'conversation_rejected',
    pattern:
      /\bTool reference '[^'\n]{1,120}' not found in available tools\b|\bnot a (?:text |chat )?completion model\b|\bonly supports [\w ]{3,40} with (?:these|the following) providers\b|\b(?:requires|must) alternat(?:e|ing) (?:messages|roles|turns)\b|\bdoes not support [\w_]+ content parts?\b|\bdoes not support (?:the )?operation\b|'[^'\n]{1,80}' functionality not supported\b|\bsingle turn requests end with a user role\b|\b[Ii]f an assistant message contains (?:any )?thinking blocks\b|\b(?:requires|expects?) the (?:last|final) (?:turn|message)(?: in the conversation)? to be (?:a |an )?user(?: message)?\b|\bpre-?fill(?:ing)? the [\x60'\x22]?assistant[\x60'\x22]? response is not supported\b|\b[\x60'\x22]?assistant[\x60'\x22]? message in the final position\b|\b(?:final|last|first) (?:content )?block in (?:an|the) assistant message (?:cannot|must not|must) be\b|\btoo many images (?:and documents\b|in (?:the |this )?(?:request|message)\b)|\bmax(?:imum)?(?: of)? \d+ images (?:are )?allowed per (?:request|message)\b|\bTotal image data\b[^.\n]{0,40}\bexceeds the \d+ byte limit\b|\bencrypted (?:reasoning )?content\b[^\n]{0,60}?\bcould not be (?:verified|decrypted)\b|\bMissing required parameter: ["'`]?input\[\d+\]\.(?:id|encrypted_content)\b|\b[Tt]hought signature (?:is )?(?:not valid|invalid)\b|\bInvalid ['"`]?input\[\d+\]\.id['"`]?:|\b(?:invalid )?consecutive (?:user|assistant|tool) (?:messages?|turns?)\b|`?tool_use`? ids? (?:was|were) not found in `?tool_result|\bJinja Exception: [^\n]{0,80}\b(?:messages?|roles?|conversation|user query)\b|\b(?:image|audio|video|vision|file|document) input (?:is )?(?:disabled|not (?:supported|enabled))\b|\bToo much media\b|\bimage_url is not supported\b|\bis not a multimodal model\b|\bmodel features (?:vision|images?|audio|video) not support(?:ed)?\b|\bInvalid image in (?:your|the) (?:last )?message\b|\bInvalid data for image\b|\bmime_type must (?:accurately )?match\b|\bmore than \d+ (?:documents|images) in a request\b|\btool_calls?\W{0,3}(?:\[\d+\])?\.id\W{0,3}:? string too long\b|\btool result (?:is )?missing for (?:the )?tool (?:call|use)\b|\binvalid role in (?:chat_)?history\b|\bfirst message in (?:the )?chat history must\b|\bimage: unknown format\b|\bonly supports (?:a )?single system message\b|\bmessage must be at least 1 token long\b|\blast message must have (?:the )?role\b|\bMultimodal message is (?:currently )?not supported\b|\bcontent or tool_calls should be non-empty\b|\bassistant message must have (?:either )?content or tool_calls\b|\bnot a VLM\b|\bnot a vision(?:[- ]language)? model\b|\bcontains more images than\b[^.\n]{0,60}\ballows\b|\bmust be acknowledged in the corresponding function response\b|\bdoes not support the requested capability\b|\brole\b[^\n]{0,60}\binvalid value: [`'\x22]?(?:system|developer|tool|assistant|user)[`'\x22]?, supported values are\b|\bprovided without its required\b[^\n]{0,30}\bitem\b|\broles should be alternating\b|\bExpected last role\b[^\n]{0,60}\bbut got\b|\bduplicate item (?:found )?with id\b|\binvalid tool[_ ]call[_ ]ids?\b|\btool result'?s? tool id\b[^\n]{0,60}\bnot found\b|\binvalid function arguments json string\b|\bids were found without .?tool_result.? blocks\b|\bconversation must end with a user message\b|\bdoes not support assistant message prefill\b|MalformedConversationHistory\w*|\bmissing a thought_signature\b|\btool call must have a tool call ID\b|\btool call id must be provided\b|\bsystem turn must be the first\b|\bmissing the corresponding tool_use\b|\bTool call arguments must be valid JSON\b|\btool use concurrency issues\b|\bmessages length must be odd\b|\bfunction_call'?s name can'?t be blank\b|\bcontent\s*和\s*tool_calls\s*字段不能同时为空|角色需交替出现|\bmust include at least one parts field\b|\bwith role '\w+' must not be empty\b|\bdoes not support multimodal\b|\binput image exceeds the limit\b|\bimage format is not supported\b|\bnot found in (?:the )?conversation history\b|\blength of messages must be an odd number\b|\bfirst message (?:should|must) be (?:a )?(?:user|system)\b|\bconversation has more than \d+ messages\b|\binvalid tool_(?:use|calls?|result) block\b|\bfunction_(?:response|call)\.name\W{1,3}Name cannot be empty\b|\bUnexpected role \\?["'`]?system\\?["'`]?|\bhistory must (?:start|begin) with a user (?:turn|message)\b|\bmultiturn requests alternate between user and model\b|\bThis conversation could not be sent to the model\b|\bonly tool_result blocks are allowed\b|\breasoning_(?:text|content) in the thinking mode must be passed back\b|\bmessages\.\d+\.content\.\d+\.[\w.]+: (?:Input should be|Field required)\b|\b(?:Corrupted|invalid|missing) thought signature\b|\bCannot pass both content and thinking in an assistant message\b|\bInvalid 'messages\[\d+\]\.content': string too long\b|\bmessages\.\d+\.content\.\d+(?:\.content\.\d+)?\.type: Invalid\b|\bConversation blocks and tool use blocks cannot be provided in the same turn\b|\b(?:tool_result|tool_use)\W{0,3}blocks? (?:can|may) only (?:be )?in\W{1,3}(?:user|assistant)\W{0,3}messages\b|\bthinking\W{0,3} in the thinking mode must be passed back\b|\b(?:uploaded an|an?) unsupported image\b|\bUnsupported MIME type\b|\b\d+ images,? exceeding the maximum\b|\baudio file could not be decoded\b|\bdoes not support the format you provided\b|\bCould not process\s+image\b|\bUnable to process input image\b|\bdoes not represent a valid image\b|\bImage exceeds the maximum allowed (?:total )?pixels\b|\bmessages\[\d+\](?:\.content)?: (?:unknown variant|invalid type)\b|\bGo struct field Message\.messages\.content\b|\bExpected toolResult blocks\b|\btoolConfig field must be defined when using toolUse\b|\bnumber of toolResult blocks\b[^\n]{0,60}\bexceeds the number of toolUse blocks\b|\bhas tool role,? but there was no previous assistant message\b|\beach message must have at least one content\b|\bthe first block must be thinking or redacted_thinking\b|\bAt most \d+ (?:image|audio|video)(?:\(s\)|s)? may be provided\b|\bmessages(?:\.\d+)?:? text content blocks must be\s+non-empty\b|\bmessages\.[\w<>]{1,5}\.content\.\d+\.tool(?:Result|Use)\b|\bItem with id ['\x22]?(?:rs|msg|fc)_\w+['\x22]? not found\b|tool_use`? ids were found without `?tool_result|tool_calls["'”`]? must be followed by tool messages|did not have response messages|role \\?["'`]?tool\\?["'`]?(?: of index \[[\d*]+\])? must be a response to a prece+ding (?:assistant )?message with \\?["'`]?tool_calls|include `?tool_use`? or `?tool_result`? blocks must define tools|unexpected `?tool_use_id`? found in `?\w*tool_result|Did not find \d+ `?tool_result`? blocks?|tool_result`? blocks? (?:provided|found) (?:when|without)|must have a corresponding `?tool_(?:use|result)`? block|Conversation blocks and tool result blocks cannot be provided in the same turn|contents?\.parts must not be empty|messages\.\d+[^\n]{0,60}(?:text content blocks must be non-empty|must have non-empty content)|roles must alternate|must alternate between ["'`]?user|thinking.{0,60}blocks.{0,80}cannot be modified|function response parts? .{0,40}(?:equal|match)(?: to)? the number of function call parts|function call turn comes immediately after a user turn|must have either content or tool_calls|encrypted_content`?[^.\n]{0,60}(?:was not issued|could not be (?:verified|decrypted)|is invalid)|\bencrypted (?:reasoning )?content\b[^.\n]{0,40}\bcould not be (?:verified|decrypted)\b|Invalid encrypted content|was provided without its required (?:following|preceding) item|No tool (?:call|output) found for (?:function|custom tool|shell|local shell|computer|apply_patch|mcp) call(?: output)?|tool_call_id[^.\n]{0,40}(?:not found|did not match|does not match)|\b[Mm]issing [`'"]?\w+[`'"]? field in the assistant message\b|`?tool_use`? blocks must be followed by a user message with `?tool_result|\breasoning_content\b[^.\n]{0,80}?\bmust be (?:passed|sent|included|returned) back\b|\bsystem messages? (?:must|should|can only) (?:be|appear) (?:at the beginning|first)\b|\b(?:first|initial) message must (?:be|come) from (?:the )?user\b|\bconversation must (?:start|begin) with a user message\b|\bexpected (?:the )?(?:last|first) role to be \w+|\blast message must be (?:from )?(?:the )?user\b|\bcontent must contain at least one part\b|\btool_use block missing\b|\bContentBlock object at messages\.\d+[^\n]{0,40}\bis blank\b|\bmust alternate between (?:the )?(?:user|assistant|human)\b|\broles must alternate\b|\bconversation roles must (?:alternate|be)\b|\b(?:first|last) message must (?:use|be|have) (?:the |a )?["'`]?(?:user|human)["'`]? (?:role|message)\b|\b(?:reasoning[_ ]content|reasoning|thinking(?: blocks?)?) (?:is |are )?missing\b[^.\n]{0,60}\b(?:assistant|message|tool call)|\btool_use\W{0,2} ids? must be unique\b|\bduplicate tool[_ ](?:call|use)[_ ]ids?\b|\bUnexpected role\b[^\n]{0,40}\bafter role\b|\bUnexpected role RoleEnum\.\w+|\binvalid_request_message_order\b|\bdoes not support successive (?:user|assistant)\b|\binterleave the user\/assistant\b|\bInvalid assistant message: content or tool_calls must be set\b|\bmessages\[[1-9]\d*\]: missing field\b|\bInvalid `?signature`? in `?thinking`? block\b|\b(?:conversation|prompt) must start with (?:a user (?:message|turn)|\W{0,6}Human:)|\bExpected\W{0,3}thinking\W{0,3} or\W{0,3}redacted_thinking\b|\bmust start with a thinking block\b|\bmessages\s?参数非法|\bat messages[.[]\d+\]? is empty\b|\btext content blocks must contain non-whitespace text\b|\b[Ii]mage (?:dimensions?|size|resolution)\b[^.\n]{0,40}\bexceeds? (?:the )?(?:pixel|dimension|size) limit\b|\bimage in the conversation could not be processed\b|\bdoes not support image inputs?\b|\bcannot contain thinking blocks\b|\btool_use without (?:a )?tool_result\b|\bUnexpected item type in content\b|\bmessages\.\d+\.content\.\d+\.(?:tool_use|tool_result|thinking|redacted_thinking|server_tool_use|image\.source)\b[\w.]*: (?!Extra inputs|invalid base64)\w|\bmessages\.\d+\.member\.role\W{0,3} failed to satisfy\b|\bparam\W{1,4}messages\.\d+\.(?:reasoning_details|tool_calls|reasoning_content)\b|\bnot the same number of (?:function|tool) calls and (?:responses|results|outputs)\b|\btool[ _]call[ _]id (?:was|is)\b[^\n]{0,100}\bmust (?:be|match|have)\b|\bcannot specify (?:both )?message\b[^\n]{0,60}\btool[_ ]results\b|\bmust contain valid chat turns\b|\bnot supported for vision\b|\b(?:for|in|on) empty (?:text|content) blocks?\b|\b(?:doesn['’]?t|does not) support this language(?: or locale)?\b|\bcan only support \d+ images? per (?:chat|conversation|request|message)\b|(?<!\bsystem: ?(?:text )?)\b(?:text )?content blocks? must be non-empty\b|\b(?:messages|history) parameter is illegal\b|\bhistory\s?参数非法|\bis missing an? [`'"]?thought_signature\b|\btool use\b[^\n]{0,80}\bwas found without a corresponding\b|\b(?:could not|cannot|unable to) decrypt the provided encrypted_content\b/i,
    // A training file's line checked by a fine-tuning client is the file's fault, not a conversation.
    unless: /\bon line \d+ of the (?:input|training|validation) file\b/,
    priority: 95,
    fixtures: [
      'gen-tool-reference-not-in-tools',
      'gen-not-a-completion-model',
      'gen-requires-alternating-roles',
      'gen-structured-outputs-only-providers',
      'gen-sdk-functionality-not-supported',
      'gen-provider-operation-unsupported',
      'gen-thinking-blocks-first-block',
      'gen-prefill-not-supported-with-thinking',
      'gen-final-message-must-be-user',
      'gen-expected-last-role-user',
      'gen-reasoning-content-passed-back',
      'gen-system-message-first',
      'wording-thinking-blocks-immutable',
      'corpus-cc-tool-use-without-tool-result',
      'corpus-openai-tool-calls-not-followed',
      'corpus-gemini-empty-parts',
      'gen-roles-must-alternate',
      'gen-reasoning-content-missing',
      'gen-tool-use-ids-unique',
      'gen-unexpected-role-after-tool',
    ],
    summary: 'The provider rejects the conversation history (a tool call without its result, an empty part).',
  }),
  textRule({
    id: 'request.model_lacks_capability',
    tier: 'signature',
    code: 'conversation_rejected',
    pattern: MODEL_LACKS_CAPABILITY,
    // A program that adapts and goes on ("… ignoring `temperature`", "Setting max output tokens to
    // 64k") warns; nothing failed.
    unless: new RegExp(
      `${CAPABILITY_NOT_THE_MODEL.source}|\\bignoring [\`'\x22]|\\bwill be (?:ignored|disabled)\\b|\\bSetting [\\w ]{1,40} to \\d`,
    ),
    priority: 60,
    fixtures: [
      'gen-invalid-part-type-media',
      'gen-only-function-tools-on-endpoint',
      'gen-only-single-tool-calls',
      'gen-number-of-tools-exceeds',
      'gen-gateway-invalid-body-model-lacks',
      'gen-only-supported-by-responses-api',
      'gen-provider-does-not-support-batch',
      'gen-validation-exception-not-supported-for-model',
      'gen-model-does-not-currently-support-tools',
      'gen-model-no-function-calls',
      'gen-family-only-capability',
      'gen-model-only-supports-streaming',
      'gen-not-supported-by-named-model',
      'gen-batch-accepts-at-most',
      'gen-engine-mlx-does-not-support',
      'gen-models-only-default-temperature',
      'gen-models-do-not-support-inputs',
      'gen-only-supports-text-not-images',
      'gen-dotted-model-does-not-support',
      'gen-provider-no-feature-support',
      'gen-text-only-model-image',
      'gen-only-supported-by-models',
      'gen-unsupported-media-for-candidate',
      'gen-no-provider-supports-capability',
      'gen-chat-class-does-not-support',
      'gen-not-allowed-for-local-models',
      'gen-max-number-of-inputs',
      'gen-unsupported-for-current-model',
      'gen-model-must-support-to-use',
      'gen-image-to-vision-model-only',
      'gen-feature-not-available-with-provider',
      'gen-requires-llm-with-tool-calls',
      'gen-only-format-supported-for-models',
      'gen-not-supported-for-model-named',
      'gen-models-dont-support-temperature',
      'gen-provider-not-supported-for-feature',
      'gen-provider-does-not-support-subject',
      'gen-supported-only-when',
      'gen-feature-only-for-some-models',
      'gen-capability-not-supported-by-this-model',
      'gen-capability-stated-alone',
      'gen-input-kind-not-supported-by-model',
      'gen-parameter-value-unsupported-for-model',
      'gen-model-lacks-tool-support',
    ],
    summary:
      'The selected model or provider does not support or accept something the request holds (tools, images, a role, streaming, a parameter for that model, a batch over its own limit): another candidate may take the same request.',
  }),
  textRule({
    id: 'provider.request_body_invalid',
    tier: 'signature',
    code: 'task_error',
    pattern:
      /\b(?:thinking|reasoning|temperature|top_[pk]|max_\w*tokens|tool_choice|response_format|seed)\w* and [a-z_]+ are mutually exclusive\b|\bmust have matching TTLs\b|\b[Ii]dempotency key\b[^\n]{0,60}\b(?:previously|already(?: been)?) used with different parameters\b|\b(?:[Ii]nputs?|[Dd]ocuments?|[Qq]uer(?:y|ies)|[Tt]exts?) (?:cannot|must not|may not) contain empty (?:strings?|lists?)\b|\bInvalid endpoint: \/\S+\. Supported values\b|\bInvalid '\w+_id': [^\n]{0,120}\s{1,3}Expected an ID that\b|\bDuplicate tool names?\b|\brequest contains invalid (?:or missing )?parameters\b|[Mm]ust be at least one (?:chat )?message\b|\berror unmarshall?ing request body|\bcorrect format of (?:the )?request\b|\b(?:thread|conversation|chat) [<'"]?[\w-]{0,40}[>'"]? has no messages\b|\b(?:role value|message role) (?:is )?(?:incorrect|invalid)\b|\bmay not contain NUL\b|\bNUL \(0x00\) bytes?\b|\bInvalid '[\w.[\]]+': empty array\b|\bOne of ["'\w]+ or ["'\w]+.{0,100}?\bmust be provided\b|请求格式(?:有误|错误|不正确|不合法)|\b(?:request|http) body (?:provided )?is not (?:a )?valid json\b|API\s{0,3}调用参数有误|\bRequest is missing (?:the |a )?(?:required )?(?:header )?[`'"]?x-[a-z][\w-]*|\brequest (?:body )?format (?:(?:is )?not recogni[sz]ed|is (?:invalid|unsupported))\b|\bmessages?\b[^\n]{0,12}不能为空|\bcannot specify both\b|\bparameter\.[\w.]{2,60} (?:must|should|can only) be (?:set to )?['"`]?(?:true|false)\b|\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+['"`]? (?:must|should|can only) be (?:set to )?['"`]?(?:true|false)['"`]? (?:for|when|in|with|during) (?:non-?)?stream|\bonly supports? (?:a )?(?:stream(?:ing)?|non-stream(?:ing)?) calls?\b|\bTool choice '\w+' is not supported\b|\btool_choice is forced but no tools\b|\bExpected `\w+` key in\b|\bExpected array content sub-content to be one of\b|\bthinking\b[^.\n]{0,40}\b(?:may|can|could) ?not be (?:enabled|used|combined)\b|\bfor thinking;? '?\w+'? is not supported\b|\bcannot be (?:combined|used together) in the same request\b|\bInvalid '[\w.[\]-]+': (?:string does not match|expected)\b|\bInvalid type for '[\w.[\]-]+'|\bMalformed input request\b|\brequires a user message\b|\bmessage(?: text)? (?:cannot|must not) be empty\b|\b(?:messages?|input) (?:array|list) (?:cannot|must not) be empty\b|\bcontents is not specified\b|\bunsupported mimetype\b|\bRequest Header Fields Too Large\b|\bdeadline \d+m?s is too short\b|\bField [`'\x22]?[\w.]+[`'\x22]? is not allowed\b|\bto a realtime session is not allowed\b|\bparameters\.type is required\b|请求体参数错误|\binvalid beta (?:flag|header)s?\b|\bCould not parse (?:the )?request body\b|\bTool names must be unique\b|\bparameter [`'"]?(?!model\b)[\w.]*[`'"]? specified in the request (?:is|are) not valid\b|\bmust provide an? [\w-]+ parameter\b|\bmissing (?:one or (?:more|multiple) )?required (?:parameters?|fields?|arguments?)\b|\bminimum token count to start caching\b|\bInvalid tool_choice\b|\bdoes not support http calls?\b|当前模型不支持\s*\S+\s*调用方式|\bMissingParameter\b|\bInvalid value: '[^'\n]{1,40}'\. Supported values are\b|\billegal base64 data at input byte\b|\bcannot both be specified\b|\bstreaming is required for operations that may take longer\b|\bHTTP 400 \(invalid_request_error\b|\bTemperature must be between\b|\bExpected file to have JSONL format\b|\bTraining file has \d+ example\(s\), but must have at least\b|\bshould be a GCS object of type JSONL\b|\bRequested \d+ tokens, max \d+ tokens per request\b|\bInvalid file format\. Supported formats\b|\bMissing required parameter: '|'\$\.\w+' is invalid\b|\b(?:not allowed|not permitted) to (?:request|use|set) (?:the )?['\x22`]?\w+['\x22`]? (?:parameter )?(?:from|with|for) this model\b|\bSTRING_VALUE cannot be converted to (?:Float|Integer|Long|Double|Boolean)\b|\b400\b[^\n]{0,60}?\b[a-z_]+: (?:Invalid input: )?expected (?:number|string|integer|boolean|object|array), received \w+|\binvalid request body: |\bis a required property - '?messages\.\d+'?|\bis not of type '\w+' - '?messages(?:\.\d+(?:\.\w+)?)?'?|\bdoes not match any of the expected tags\b|\b[a-z_.]+: Field required\b|\bInvalid enum value\. Expected\b|\bZodError\b|['\x22]Unknown field\.['\x22]|\bInvalid image data\b|\b(?:invalid|corrupt(?:ed)?) image (?:data|format|file)\b|\bOne or more parameters specified in the request (?:are|is) not valid\b|max_tokens参数非法|\bmax_tokens should be less (?:than )?or equal to \d+|\binvalid message role: \w+|\binvalid chat setting\b|\breceived request for \S+ with invalid JSON\b|\binvalid content filter(?:ing)? polic(?:y|ies)\b|\bjson: unknown field\b|(?:^|; )body(?:\.[\w-]+)+: \w|\bmaximum (?:content|upload|file|request|body|payload) size(?: limit)?\b[^.\n]{0,40}\bexceeded\b|\b(?:invalid_json_line|duplicate_custom_id|mismatched_model|too_many_tasks)\b|\b(?:file format error|invalid format) in (?:the |your )?(?:training|validation|input|batch) file\b|\b(?:training|validation) file(?: or repository)? is required\b|['\x22]loc['\x22]\s*:\s*[[(]\s*['\x22]body['\x22]|\bfailed to process (?:the )?(?:audio|image|video|media|file)\b[^.\n]{0,40}\b(?:corrupt|unsupported|invalid)\b|\bunable to (?:access|download|fetch) (?:the )?(?:audio |media |image |video |input )?file at\b|\bmust be at most \d+ - received \d+\b|\bquery must not be empty\b|\bonly support the '[^'\n]+'[^\n]{0,80}\btools\b|\bInvalid schema for function\b|\bInvalid '?tools'?: array too long\b|\btools\[\d+\][\w.[\]]*: \[FIELD_INVALID\]|\bInvalid function name\. Must start with\b|\bthinking budget \(\d+\) is invalid\b|\bthinking\.type\W{0,3} must be\b|\bUnknown parameter:? '[\w.[\]]+'|\bJSON schema is invalid\b|\b(?:object|array) schema missing (?:properties|items)\b|request body is not valid JSON|string too long\. Expected a string with maximum length|no low surrogate in string|Failed to deserialize the JSON body|missing field `?\w+`? at line \d+|\bmust contain the word 'json'|'[\w.]+' is a required property\b|"[\w.]+" is a required property\b|\bPrompt (?:is )?not provided\b|\b(?:Extra|Additional|Unknown|Unrecognized) (?:parameters?|inputs?|arguments?)\b[^.\n]{0,80}\b(?:are|is) not (?:allowed|permitted)\b|\bextra_forbidden\b|\btool_use_failed\b|\bjson_validate_failed\b|\bPlease adjust your prompt\b|\b4\d\d\b[^\n]{0,30}:\s*Field required\b|\bInvalid request header\b|不能同时设置|\b(?:[Rr]easoning|[Tt]hinking) is (?:mandatory|required) for this (?:endpoint|model)\b|\bInvalid schema for response_format\b|\binvalid_input_argument\b|\bInvalid input argument provided\b|\bblocks with cache_control\b|\bImproperly formed request\b|\btools\.\d+\.[\w.]*: (?:String should|Field required|Input should|Extra inputs|Value error)|\bschema for (?:the )?tool\b[^\n]{0,80}\bis incompatible with\b|\bA parameter specified in the request is not valid\b|\binput is in (?:an )?incorrect format\b|\binvalid_payload\b|\binvalid (?:messages?|request|json|payload) (?:format|body|payload|syntax)\b|\bcould not parse (?:the )?request body\b|\brequest body (?:must be|is not|doesn.t contain)|\bmessages (?:must be an array|object is not correctly configured)|\bInvalid JSON payload\b|(?:\binvalid '?parameters'? schema\b|\bInvalid (?:schema for (?:function|tool)|function schema)\b|\bJSON Schema not supported\b|\bfunction[._]?parameters\b[^\n]{0,40}\b(?:invalid|expected|must)\b|\bfunction_declarations\[\d+\]\.parameters\b|\bAt path '[^'\n]+': type is not defined\b)|\b(?:could not|couldn.t|unable to|failed to) parse (?:the )?(?:JSON )?(?:request )?body\b|\bcould not parse (?:the )?JSON (?:request )?body\b|\bInvalid (?:request )?JSON in (?:the )?request(?: body)?\b|\bInvalid request JSON\b|\bRequest(?: body)? (?:should|must) be a (?:valid )?JSON (?:object|dictionary)\b|\bRequest is not a JSON object\b|\berror parsing the body\b|\bPOST data is improper format\b|\bmissing request body\b|\bEmpty request body\b|\bFailed to parse JSON: \W{0,3}(?:,|$)|\bWe could not parse the JSON body\b|\brequired one_?of\b|\bGenerateContentRequest proto is invalid\b|\bInvalid function name\b|\bTool name too long\b|\btool names? (?:can only|must) contain\b|\btools?\[\d+\]\.function\.name is invalid\b|\binvalid tool types?\b|\bInvalid .tools.: ?array too long\b|\bTool limit exceeded\b|\breference to undefined schema\b|\bnot a valid \w+ flavored json schema\b|\bthis parameter has moved to\b|\bnot supported for model (?:None|null|undefined)\b|\bbatch size is invalid\b/i,
    // A message of the history named as the malformed part: the conversation rules decide; words
    // of a content filter: the content rules decide.
    // What the selected model lacks, behind a gateway's 'invalid request body: …': another model may
    // take it (unless the words say the request is wrong for any model).
    unless: new RegExp(
      `${HISTORY_OR_FILTER_NAMED.source}|^(?![\\s\\S]*(?:${CAPABILITY_NOT_THE_MODEL.source}))[\\s\\S]*(?:${MODEL_LACKS_CAPABILITY.source})`,
      'i',
    ),
    priority: 90,
    fixtures: [
      'gen-request-params-mutually-exclusive',
      'gen-cache-ttls-must-match',
      'gen-documents-cannot-contain-empty-strings',
      'gen-idempotency-key-reused-different-params',
      'gen-invalid-resource-id-expected-id',
      'gen-duplicate-tool-names',
      'gen-request-invalid-or-missing-parameters',
      'gen-unmarshaling-request-body',
      'gen-at-least-one-chat-message',
      'gen-conversation-has-no-messages',
      'gen-correct-format-of-request',
      'gen-request-nul-bytes',
      'gen-invalid-param-empty-array',
      'gen-one-of-fields-must-be-provided',
      'gen-chinese-request-format-wrong',
      'gen-http-body-not-valid-json',
      'gen-jsonschema-not-of-type-messages',
      'gen-parameter-moved-in-responses-api',
      'gen-invalid-request-format',
      'cc-400-invalid-json-surrogate-6376',
      'gen-gateway-requires-client-header',
    ],
    summary:
      'The request is malformed: its body, or a header the gateway requires and the client did not send.',
  }),
  textRule({
    id: 'process.spawn_enoent_text',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern:
      /\b(?:ensure|make sure|check that) (?:the )?(?:Claude Code|Codex|Gemini CLI|Copilot CLI|OpenCode|Qwen Code|Cursor CLI|Kimi CLI)(?: CLI)? is installed\b|\bNo [\w ]{1,30} installations? found\b|\b(?:Copilot|Claude Code|Codex|Gemini|OpenCode|Qwen Code|Cursor|Kimi|Droid|Amp|Auggie) CLI not found\b|\bnative binary not installed\b|\b(?:curl|npm|npx|python3?|uvx?) is not installed\b|\[WinError 2\] (?:The system cannot find the file specified|系统找不到指定的文件)|\b(?:npx|node|uvx|bunx|deno) command not found\b|spawn \S+ ENOENT|\b(?:claude|codex|gemini|opencode|copilot|node|npx)(?:-[a-z]+)*(?:\.exe|\.cmd)?: (?:command )?not found|(?<!'[A-Z][a-z]+-[A-Z][A-Za-z]+' )is not recognized as an internal or external command|process exited with (?:exit )?code 127\b|Error \[ERR_MODULE_NOT_FOUND\]: Cannot find package|\bruntime \(?(?:node(?:\.js)?|python3?|deno|bun)\)? (?:was |is )?not found\b|\bThe term '[\w.-]+' is not recognized as (?:the )?name of a cmdlet\b|não é reconhecido como um comando interno|不是内部或外部命令|no se reconoce como un comando interno|n'est pas reconnu en tant que commande interne|wird nicht als interner oder externer Befehl|не является внутренней или внешней\s+командой|\bcannot execute binary file: Exec format error\b|\bE903: Process failed to start: (?:no such file|Unknown system error -8\b|exec format error)|\bE475: Invalid value for argument cmd: [^\n]{1,200}? is not executable\b|\bFailed to spawn (?:ACP )?agent (?:command|process)\b|\boptional dependency was not installed\b|\b(?:agent stderr|spawn(?:ing)?|launch(?:ing)?|failed to (?:spawn|start|launch))\b[^\n]{0,60}\bThe system cannot find the (?:file|path) specified\b|\bnative (?:CLI )?binary (?:for [\w.-]{1,40} )?not found\b|\b[\w@/.-]+ (?:binary|executable) (?:is )?not installed\b|\brequires Node(?:\.js)?\b(?!-)|\bNode(?:\.js)?(?: or npm)? (?:is |was )?(?:not (?:installed|found)|is required)\b|\bpath to node is\b|\binstall(?:ed)? Node(?:\.js)?\b(?!-)/i,
    // A hook's command missing is the hook's (a side channel), not the agent.
    unless: /\bhook error\b|\bhook (?:failed|exited)\b/i,
    priority: 95,
    fixtures: [
      'gen-ensure-agent-cli-installed',
      'gen-vim-job-cmd-not-executable',
      'gen-vim-job-exec-format-error',
      'gen-requires-node-missing',
      'exit-spawn-node-enoent-agent-sdk-55',
      'corpus-acp-adapter-package-missing',
    ],
    summary: 'The agent or its runtime is not installed ("spawn node ENOENT").',
  }),
  textRule({
    id: 'gateway.guardrail_violated_text',
    tier: 'signature',
    code: 'content_refused',
    pattern:
      /\b(?:Prompt|Response|Request|Input|Output|Completion) (?:was )?blocked due to (?:security|safety|guardrails?|content) (?:configurations?|polic(?:y|ies)|settings|rules)\b|\b(?:blocked|denied) due to semantic similarity with an? deny\b|\bViolated (?:the )?guardrail polic(?:y|ies)\b/i,
    // A gateway's guardrail verdict as its log or client prints it (LiteLLM's proxy raising the
    // block as an HTTPException): the policy in the request's path refused the content.
    priority: 75,
    fixtures: ['gen-gateway-output-blocked', 'gen-gateway-semantic-deny', 'gen-guardrail-violated-in-log'],
    summary:
      "A gateway's guardrail refused the request, in its log's words: a content policy, not an outage.",
  }),
  textRule({
    id: 'provider.sdk_module_missing',
    tier: 'signature',
    code: 'provider_not_configured',
    // The import of a model provider's SDK (or a module of it, as a version without it reads) in
    // Python, Node or Deno, or its class in PHP: the provider's client is not installed as the agent
    // needs it. Other packages stay the program's.
    pattern: new RegExp(
      `\\bprovider requires the optional [\\x27\\x22\\x60]?[\\w@/.-]+[\\x27\\x22\\x60]? package\\b|\\bMissing optional dependency: '${PROVIDER_PACKAGES}'|\\bPlease install the ${PROVIDER_PACKAGES} package to use\\b|${/\binstall (?:the )?"?[\w-]+"? extra to enable\b|\bPlease install (?:with )?[`'"]?[\w.\[\]-]+[`'"]?(?: option)? to use the [\w ]{1,30} API\b|\bPlease install [\w.-]+ to use the [\w.-]+ backend\b/.source}|\\brequires the (?:${PROVIDER_PACKAGES}|google genai) (?:SDK|package|library)\\b|${/\b\w*Model requires \W?pip install [\w.-]+\W?|\bThe (?:LiteLLM|OpenAI|Anthropic|Gemini|Google GenAI|Mistral|Groq|Cohere|Ollama|Hugging ?Face) package is not installed\b|\bPlease install \W?[\w.-]+\W? extra to use \W?\w*Model\b|\bPlease install (?:huggingface|openai|anthropic|@huggingface\/inference) as a dependency\b|\bFailed to install langchain-[\w-]+\b|\bNo module named '(?:yandex_cloud_ml_sdk|yandexcloud|yandex\.cloud\.ai|gigachat|ibm_watsonx_ai|zai|volcenginesdkarkruntime)(?:\.[\w.]+)?'|\bRequirements for [\w.-]+ not found: \[[^\]\n]{0,40}/.source}\\b${PROVIDER_PACKAGES}\\b${/|\b(?:OpenAI|Anthropic|Gemini|Google GenAI|Mistral|Groq|Cohere|Ollama|LiteLLM) (?:library|SDK|package|native provider) (?:is )?(?:required|not available)\b|\bPlease install [\x27"]?(?:openai|anthropic|litellm|google|gemini|mistral|groq|ollama|bedrock|vertex)[\x27"]? extra\b|[\x27"]?/.source}\\b(?:${PROVIDER_PACKAGES_BARE}|langchain_[a-z_]+|langchain-[a-z-]+)${/[\x27"]? (?:package |library |module )?is required to use\b|\brequires the optional (?:official )?(?:[\w-]+ )?SDK\b|\bUnable to resolve ["\x27][^"\x27\n]{1,80}["\x27] from ["\x27](?:\S*\/)?node_modules\/(?:openai|@anthropic-ai\/sdk|@google\/(?:generative-ai|genai)|@mistralai\/mistralai|groq-sdk|@ai-sdk\/[\w-]+|@langchain\/[\w-]+)\/|\b(?:OpenAI|Anthropic|Gemini|Google GenAI|Mistral|Groq|Cohere|Ollama) (?:client|SDK|package|library) (?:is )?not installed\b|\b(?:Cannot find (?:module|package)|Module not found:?) ["\x27](?:npm:)?(?:openai|@anthropic-ai\/sdk|@google\/(?:generative-ai|genai)|@mistralai\/mistralai|groq-sdk|cohere-ai|ollama|@ai-sdk\/(?:openai(?:-compatible)?|anthropic|google(?:-vertex)?|mistral|groq|xai|deepseek|cohere|amazon-bedrock|azure|togetherai|fireworks|perplexity|cerebras)|@langchain\/(?:openai|anthropic|google-genai|mistralai|groq|ollama))(?:@[\w.^~-]+)?(?:\/[\w./-]*)?["\x27]|\bClass ["\x27]\\?(?:OpenAI|Anthropic|Gemini|Mistral)(?:\\[\w\\]+)?["\x27] not found\b|\bNo module named '(?:openai|anthropic|google\.(?:generativeai|genai|ai\.generativelanguage|cloud\.aiplatform)|vertexai|mistralai|groq|cohere|litellm|ollama|zhipuai|dashscope|qianfan|together|fireworks|pydantic_ai|aisuite|llama_index\.llms|langchain_(?:openai|anthropic|google_genai|google_vertexai|mistralai|groq|ollama|cohere|deepseek|xai|aws))(?:\.[\w.]+)?'/.source}`,
    ),
    // An instrumentation or tracing hook that could not import the SDK is a side channel's.
    unless: /\binstrument|\btelemetry\b|\btrac(?:ing|er)\b/i,
    priority: 90,
    fixtures: [
      'gen-provider-requires-optional-package',
      'gen-install-regional-provider-package-to-use',
      'gen-missing-optional-dependency-regional-sdk',
      'gen-missing-optional-dependency-provider',
      'gen-install-extra-to-enable',
      'gen-install-extra-to-use-api',
      'gen-requires-provider-sdk',
      'gen-install-engine-for-backend',
      'gen-model-class-requires-pip',
      'gen-provider-package-not-installed',
      'gen-provider-sdk-module-regional',
      'gen-please-install-provider-extra',
      'gen-provider-library-required',
      'gen-provider-package-required-to-use',
      'gen-bundler-unresolved-in-provider-sdk',
      'gen-requires-optional-sdk',
      'gen-provider-sdk-not-installed-words',
      'gen-provider-sdk-node-module-missing',
      'gen-provider-sdk-php-class-missing',
      'gen-llm-client-module-missing',
      'gen-provider-sdk-module-missing',
    ],
    summary:
      "A model provider's SDK, or the module of it the program imports, is not installed: the provider's client is not set up.",
  }),
  textRule({
    id: 'runtime.out_of_memory',
    tier: 'signature',
    code: 'local_runtime_error',
    pattern:
      /\b(?:Insufficient|No enough|Not enough) (?:free )?GPU (?:video )?memory\b|\bKV ?[Cc]ache allocation failed\b|\bfailed to malloc \d+ blocks, only \d+ blocks left\b|\btoo many (?:open )?file descriptors\b|#\d\d pc [0-9a-f]{8,16} \/\S+\.so\b|\bArray buffer allocation failed\b|\bBFCArena\b[^\n]{0,80}\bFailed to allocate\b|\b(?:allocation )?failed with OOM\b|\bdisk quota exceeded\b|\bEDQUOT\b|\bcompute buffer allocation failed\b|\bInsufficient Memory \(|\bFailed to connect to Docker\b|\bwrite EPIPE\b|\bEPIPE: broken pipe\b|\bRaw mode is not supported\b|\bPort \d{2,5} (?:is )?already in use\b|\bAgentRuntime(?:Unavailable|Disconnected)Error\b|\bRuntime initialization failed\b|\bRuntime is unavailable\b|\bServer process died\b|\bserver crashed \d+ times in the last \d+ minutes\b|\bNo available ports found\b|\bDocker is not running\b|\bsignal[=: ]+SIG(?:TRAP|SEGV|ABRT|ILL|BUS|FPE|KILL)\b|\bNot enough memory\b|\bInsufficient VRAM\b|\bCUDA memory allocation error\b|\bVK_ERROR_OUT_OF_(?:DEVICE|HOST)_MEMORY\b|\bErrorOutOf(?:Device|Host)Memory\b|\bout of device memory\b|\bcannot allocate memory on (?:host|device)\b|\bNot enough memory to handle\b|\bOutOfMemoryError\b|\bEXCEPTION_ACCESS_VIOLATION\b|\bAccess Violation\b[^\n]{0,40}\b(?:0x[0-9A-Fa-f]+|read|write|memory)\b|JavaScript heap out of memory|\bOut of memory\b|OOM[- ]?kill|(?:^|\s)Killed\s*$|Segmentation fault|core dumped|\bENOSPC\b|no space left on device|\bEMFILE\b|too many open files|\bzsh: killed\b|\bKilled: 9\b|\bEADDRINUSE\b|address already in use|Cannot connect to the Docker daemon|\bMemoryError\b|\bruntime: out of memory\b|\bFatal signal (?:4|6|7|11) \(SIG(?:ILL|ABRT|BUS|SEGV)\)|\bCould not load model at \/|\bFailed to initialize Llama\b|\bexiting due to model loading error\b|\bNot enough VRAM\b|\[metal::malloc\]|\bmetal::malloc\b[^\n]{0,40}\bexceeded\b|\bEBUSY: resource busy or locked\b|\bspawn ENAMETOOLONG\b|\bThe filename or extension is too long\b|命令行太长|\bvirtual machine failed to start\b|\(SIG(?:ABRT|SEGV|BUS|ILL)\)|\bexit(?:ed)?(?: with)? (?:status|code):? 137\b|\bsignal: killed\b|\brc=-9\b|\bexited \(code -9\)|\(SIGKILL\)|\bMemory limit exceeded\b|\bexceed(?:ed|ing|s)? (?:its |the )?(?:machine.s |container.s |process )?memory limit\b|\bephemeral local storage usage exceeds\b|\bGot an OOM\b|\bprojected memory\b[^\n]{0,40}\bwould exceed\b|\bDisk full\b|\bInvalid buffer size: [\d.]+\s?[GM]B\b|\bwith sufficient memory\b|\bwould exceed process limit\b|\bOut of host memory\b|\bstored in KV cache\b/i,
    priority: 85,
    fixtures: [
      'gen-kv-cache-allocation-failed',
      'gen-too-many-file-descriptors',
      'gen-native-backtrace-frames',
      'cc-killed-oom-799',
      'gen-port-in-use',
      'gen-docker-daemon-down',
      'gen-python-memory-error',
      'gen-local-process-exit-137',
    ],
    summary: 'The local process ran out of memory, crashed, or hit a local resource limit.',
  }),
  textRule({
    id: 'repo.git_error',
    tier: 'signature',
    code: 'repository_error',
    pattern:
      /\bNot a Git repository\b|\bPush rejected\b|\bGit user configuration missing\b|\bCould not detect main branch\b|\bUnable to reach remote repository\b|\bRepository not found\. Check the remote\b|\bset ?up SSH keys\b|\bCheck repository access permissions\b|\bFailed to push changes\b|\bFailed to create (?:a )?pull request\b|\bCommand '\[\W?git\W?,[^\n]{0,200}returned non-zero exit status\b|\b(?:must be (?:run )?in(?:side)? a|must be a|Not in a|is not a) Git repository\b|^\s*error: not a repository\b|\brepository ruleset violation\b|\bGit (?:service )?error\b|fatal: (?:not a git repository|unable to|Unable to create|refusing|bad object)|CONFLICT \((?:content|modify\/delete|add\/add)\)|Automatic merge failed|index\.lock|would be overwritten by (?:merge|checkout)|\bFailed to merge\b|merge conflict|fatal: Authentication failed for|Permission denied \(publickey\)|Could not read from remote repository|failed to push some refs|(?:could not|cannot) lock (?:config file|ref)|unfinished merge|not concluded your merge|MERGE_HEAD exists|pathspec '[^']{1,200}' did not match|detected dubious ownership in repository|\.lock'?: File exists|does not appear to be a git repository|did not match any file\(s\) known to git|could not read (?:Username|Password) for|\b[Nn]o (?:staged changes|git (?:repo(?:sitory)?|projects?)) (?:found|provided)\b|\b(?:[Nn]ot (?:inside |in )?a git repo(?:sitory)?|[Gg]it repo(?:sitory)? not found|(?:didn'?t|did not) see a git repo)\b|\bmust be run (?:from|inside|in) a git repo(?:sitory)?\b|\b(?:[Uu]nable|[Ff]ailed) to (?:create|run|execute|initiali[sz]e|get|open|prepare) (?:the |a )?(?:git repo(?:sitory)?|git diff|git patch|git command|git checkout|[Gg]it LFS)\b|\b(?:[Uu]nable|[Ff]ailed) to execute git\b|\b[Ss]hadow git repo(?:sitory)? (?:is )?not initiali[sz]ed\b|\bgit repo(?:sitory)? (?:does not seem to have a working tree|(?:is )?too large)\b|\bexternal command 'git' exited with code \d+|\bCommand failed with exit code \d+: 'git [\w-]+|\b[Gg]it (?:CLI error|command failed)\b|\b(?:[Ii]nstall|INSTALL) git first\b|\bgit (?:is )?not installed\b|\bonly works with git repos\b|\brebase in progress\b|\bnothing to commit\b|\bcreate an initial commit\b|\brepository (?:might be|is) empty\b|\b(?:failed|unable) to (?:commit|stage) (?:the )?changes\b|\b(?:could not|failed to|unable to) (?:pull|clone) (?:the )?repo(?:sitory)?\b(?! for)|\bfailed to push (?:the )?branch\b|\bPatch could not be applied\b|\b(?:unable|failed) to determine (?:the )?default branch\b|\bfailed to apply (?:the )?(?:patch|diff)\b|\bpatch does not apply\b|\bUnable to get current commit\b|\bno commits yet\b|\bdoes not have any commits\b|\bAPPLY_FAILED\b/i,
    priority: 85,
    fixtures: [
      'git-locked-permission-denied-vibe-kanban-279',
      'gen-git-could-not-read-password',
      'gen-git-cannot-lock-ref',
      'gen-git-merge-head-exists',
      'gen-git-dubious-ownership',
    ],
    summary: 'A git/repository operation failed.',
  }),
  textRule({
    id: 'local.permission_denied',
    tier: 'signature',
    code: 'local_permission_error',
    pattern:
      /\bYou have denied access to the (?:selected )?(?:language )?model\b|\bjava\.nio\.file\.AccessDeniedException\b|\bdenied (?:Screen Recording|Accessibility|Microphone|Camera)\b|\bscreen\W{0,3}:\s?\W{0,2}denied\b|\bnot trusted\b[^\n]{0,80}\baccessibility clients\b|\bkTCCService\w+|\bEnable "?Files (?:&|and) Folders"? access\b|\b(?:Microphone|Camera|Screen recording|Accessibility) permission denied\b|\bpermission denied while trying to connect to the Docker daemon\b|\b(?:helper_)?sandbox_lock_failed\b|\bCouldn(?:'|’)t set up (?:the )?(?:admin |elevated )?sandbox\b|\bwindows sandbox failed\b|\bexecvp\(\d\) failed\.?:? Permission denied\b|\bRead-only file system\b|\bPermission denied \(os error 13\)|\berror=13, Permission denied\b|\bEACCES\b|\bEPERM\b|(?:\/|\\)[\w .-]+['"]?:?\s*(?:is locked:\s*)?Permission denied|Permission denied(?: \(os error 13\))?:?\s*['"]?(?:\/|[A-Z]:\\)|Operation not permitted|sandbox(?:ed)? (?:denied|blocked)|\bdeny\(\d+\) file-|Sandbox:.{0,40}\bden(?:y|ied)\b|must be within (?:one of )?the workspace director|\bTool (?:execution|call|use) (?:was )?denied\b|\bpath escapes (?:the )?workspace\b|\bpath_outside_workspace\b|\b(?:foreground |background )?operation requires (?:user )?approval\b|\btool (?:call |use )?requires (?:user )?approval\b|\bcannot be loaded because running scripts is disabled on this system\b|\bBlocked by network policy\b|\ballowlist: BLOCKED\b|\bWorkspace Trust Required\b|\bif you trust this directory\b|\b(?:write |read )?AC[EL] grant failed\b|\bSet(?:Named|File|Kernel)?Security(?:Info|Object)W? failed: 5\b|\b[Mm]icrophone permission (?:is required|was not granted|required|not granted)\b|\brequires microphone permission\b|\b(?:[Cc]ouldn'?t|[Cc]ould not|[Cc]annot|[Cc]an'?t|[Uu]nable to) access (?:the )?microphone\b|\bfork\/exec [^\n:]+: (?:permission denied|operation not permitted)\b|\bcould not open '[^'\n]+' for [\w ]+: Permission denied\b|\bhas unsafe permissions [0-7]{3,4}\b|\bPermission prompt unavailable\b|\bmust run as root\b|\bCannot mkdir: Permission denied\b/,
    priority: 60,
    fixtures: [
      'gen-user-denied-model-access',
      'gen-jvm-file-access-denied',
      'gen-spawn-eperm-after-connection-word',
      'syn-eacces-local-path',
      'gen-path-outside-workspace',
      'gen-fork-exec-not-permitted',
      'gen-permission-prompt-unavailable',
    ],
    summary: 'A local file-system or sandbox permission was denied.',
  }),
  textRule({
    id: 'cancel.user_or_context',
    tier: 'signature',
    code: 'cancelled',
    pattern:
      /\^C\s*Keyboard ?interrupt(?:ion)?\b|\bKeyboard interruption in main thread\b|\b(?:Execution|Request|Operation|Generation|Login) (?:was )?aborted by (?:the )?(?:client|user|caller)\b|^\s*\[abort\] aborted\b|\bClient disconnected, cancell?ing\b|\bexecution was cancel+ed\b|\binterrupted by (?:the )?user\b|\bResponse stopped by (?:the )?user\b|\b(?:execution|run|job|task|workflow) was cancell?ed manually\b|^\s*(?:Error: )?Cancell?ed:\s|用户取消|\bstreaming cancell?ed\b|\bLLM (?:API )?call was cancell?ed\b|\bDownload Cancell?ed\b|\b(?:login|sign[- ]?in|authentication) (?:was )?cancel+ed\b|\b(?:turn|task|run|prompt) (?:was |has been )?interrupted\b|\b(?:user|you) (?:has |have )?interrupted\b|\bretr(?:y|ies) (?:was |were |has been )?cancel+ed\b|\baborted after \d+ retr(?:y|ies)\b|\bforcing\W{1,3}cancel+ed\b|\bSIGINT received\b|\breceived (?:a )?keyboard interrupt\b|\bResponseAborted\b|\buser did not approve continuation\b|\bexceeded the maximum execution time\b|\bAgent interrupted\b|^\W*Completion (?:was )?aborted\W*$|\bCancell?ed before (?:AI )?completion\b|\bWorkflow [\w-]+ is cancelled\b|\bAwaited workflow [\w-]+ was cancelled\b|\bClientClosedRequestError\b|^\s*Error: Aborted\.\s*$|\^C again to exit\b|\bThe agent run was cancel+ed\b|\bRunCancelled\b|\bAborting (?:\w+ ){0,2}generation\b|\bInterrupted during (?:response )?generation\b|^\s*Aborted!\s*$|\bOperation interrupted\b|\bAPIUserAbortError\b|\bmanually cancel+ed\b|^\W*Interrupted\.\s*What do you want \w+ to do instead\b|\brequest has been cancel+ed\b|\bGot Ctrl[+-]C\b|\breason=user_cancel+ed\b|\buser_cancel+ed\b|(?:请求|重试|任务|操作)[^\n]{0,6}已取消|context canceled|context cancelled|Request was aborted|\bAbortError\b|operation was aborted|(?:cancel+ed|aborted|interrupted) by (?:the )?user|\[Request interrupted|user (?:cancel+ed|aborted)|operation (?:was )?[`'"]?cancel+ed|\brequest aborted\b|user aborted a request|request (?:was )?cancel+ed|Client Closed Request|cancel escalated|\bOperation aborted\b|\bKeyboardInterrupt\b|\bConversation interrupted\b|\b(?:instance|task|run|generation)(?: [\w.-]{1,80})? aborted\b|\babort(?:ing)? (?:the )?(?:run|operation|generation)\b|^\W*Interrupted\b[^\n]{0,4}[·•|:-]\s*What should (?:\w+ ){1,2}do instead\b|\bclient disconnected\b[^\n]{0,40}\babort|\binterrupted \(esc\)|\binterrupted manually\b|\(CTRL\+C\)|\bstop reason:? abort(?:ed)?\b|\binterrupted \(Ctrl[+-]C\)|\bturn aborted\b|\bCtrl[+-]C (?:pressed|received)\b|\bCancelledError\b|\bcancell?ed by cancel scope\b|\bInterrupted\s*[·•|]\s*What should (?:\w+ ){1,2}do instead\b|\bcancell?ed (?:the )?generation\b|\brequested cancell?ing generation\b|\bCancel(?:lation)? requested by (?:the )?user\b|\baborted at your request\b|\bInvocation was cancell?ed\b|\b[Uu]ser declined to (?:continue|proceed|sign in|log in|approve)\b|\^C(?:\^C)*\s*(?:Traceback \(most recent call last\)|KeyboardInterrupt)|\^C[^\n]{0,40}\b(?:cancel+ed|interrupted|aborted)\b|\^C\s*\r?\n[^\n]{0,12}\b[\w ]{1,30} cancel+ed\b|\b(?:error )?code:? -32800\b|\bNSURLErrorDomain Code=-999\b|\bNSURLErrorCancelled\b|\bsignal is aborted without reason\b|उपयोगकर्ता द्वारा[^\n]{0,40}(?:रद्द|बाधित)|скасовано користувачем|(?:ألغاه|أوقفه) المستخدم|\b(?:Brugeren|Användaren|Brukeren) (?:annullerede|avbröt|avbrøt)\b|\b(?:caller|client|user) cancell?ed the request\b|\baborted due to user(?: requested)? cancell?ation\b|\bgeneration was cancell?ed\b|사용자가 생성을 취소했습니다|\b(?:stopped|cancel)(?: manually)? by (?:the )?(?:user|hook)\b|\bstop_requested\b|\b(?:task|workflow|download|kickoff|translation|run|job) (?:was |has been )?cancel+ed\b|\bWORKFLOW_CANCELL?ED\b|\bKICKOFF_CANCELL?ED\b|(?:^|\n)[^\w\n]{0,4}(?!(?:the |this )?(?:operation|request)\b)(?:[\w-]+:? ){0,3}(?:was |has been )?(?:cancell?ed|interrupted)[.!]?[ \t]*(?=\n|$)|\bCancell?ing since a higher priority waiting request\b/im,
    // An abort signal that fired on a timer is a timeout, not a person stopping the run.
    // Google's CANCELLED with reason backendError is the server giving up, not a person.
    unless:
      /\bClient\.Timeout exceeded\b|aborted due to timeout|\bTimeoutError\b|\bbackendError\b|\b(?:cancel+ed|aborted) (?:because|due to)\b[^.\n]{0,60}\btime ?out\b|\bHttpClient\.Timeout\b|\bcontent filter violation\b/i,
    priority: 90,
    fixtures: [
      'gen-ctrl-c-keyboard-interruption',
      'gen-ci-concurrency-cancel',
      'gen-run-stopped-by-user',
      'gen-interrupted-manually',
      'gen-asyncio-cancelled-error',
      'gen-abort-run-after-retries',
      'syn-context-canceled-after-529',
      'gen-keyboard-interrupt',
    ],
    summary:
      'Cancellation ("context canceled", "Request was aborted", user interrupt), in English and other languages.',
  }),
  textRule({
    id: 'resume.session_missing',
    tier: 'signature',
    code: 'resume_state_error',
    pattern:
      /\bchat session has expired\b|\bNo conversation found to (?:continue|resume)\b|\bno sessions found\b|\bprevious_response_not_found\b|\bNo (?:previous )?response found for (?:the )?previous_response_id\b|\bConversation not found\b|\bthread not loaded\b|\bNo (?:\w+ )?thread found\b|\bcould not be resumed\b[^.\n]{0,40}\bsession state\b|\bNo session[\w ,]{0,20} matched\b|\bRecreate this (?:ACP )?session\b|\bsession has expired\. Please start a new session\b|\bsession has been deleted\b|\bTask [\w-]+ was specified but does not exist\b|\bTask not found: \S|\bconversation (?:key |id )?not found\b[^\n]{0,20}\b(?:try|please) start(?:ing)? a new conversation\b|No conversation found with session ID|\bprevious response (?:with )?(?:id )?(?:'[^'\n]{1,100}' |"[^"\n]{1,100}" |[\w-]{1,100} )?not found\b|No (?:session|conversation|thread) found with (?:the )?ID|\b(?:session|thread) \S{1,80} does not exist|\bno such thread\b|No (?:previous|saved|prior) (?:sessions?|conversations?) (?:were )?found|\bsession\b[^.]{0,60}\bnot found|No such session|(?:could not|cannot|failed to) (?:load|find|resume|restore|get|open|read) (?:the )?(?:session|conversation|thread|rollout)|thread[^.]{0,40}\bnot found|no rollout found|requires a valid session ID|invalid session ID|\b(?:conversation|session|thread|chat) (?:Not Exists|does not exist|doesn['’]?t exist)\b|\bNo message found with (?:the )?(?:message[._])?(?:uuid|id)\b|\bfailed to parse session metadata\b|\bcouldn.t reconnect to your session\b|\bfailed to list sessions\b|\bunknown session\b|\b[Nn]o (?:[\w-]+ ){0,3}(?:sessions?|threads?|conversations?|workflow runs?|runs?) (?:found |available )?to resume\b|\bhas no messages to resume\b|\bNo (?:conversations?|chats?) found\b|\bNo active session to\b|\bThe requested chat was not found\b|\bSession not found\b|\bno (?:\w+ )?session (?:found|detected)\b|\bNO_SESSION\b|\b(?:cannot|can.t|unable to|failed to) resume\b|\bMissing (?:\w+ )?session_?id\b|\bStream not found\b|\bno stored transcript\b|\bnothing to resume\b|\bResume (?:state|is unavailable)\b/i,
    priority: 85,
    fixtures: [
      'gen-chat-session-expired',
      'gen-stream-not-found-resume',
      'gen-acp-data-string-session',
      'syn-claude-resume-missing',
      'gen-no-saved-sessions',
      'gen-no-thread-with-id',
      'gen-no-chats-found',
    ],
    summary: 'The session or resume state to continue from is missing.',
  }),
];

const transport: Rule[] = [
  textRule({
    id: 'acp.connection_closed',
    tier: 'signature',
    code: 'agent_transport_lost',
    pattern:
      /\b(?:CLI|agent) process terminated unexpectedly\b|\bUnexpected end of stream while reading JSON-RPC\b|\bprocess exited before announcing (?:its )?port\b|\bTimeout connecting to (?:the )?(?:CLI|agent) server\b|\b(?:CLI|agent|child) process (?:terminated|exited|died) (?:while|before) waiting for\b|ACP connection closed|peer disconnected before response|agent (?:process )?(?:exited|disconnected) before (?:responding|response)|\bconnection closed\b(?=\s{0,3}(?:before|while|during|unexpectedly|prematurely|without|with\b|after|mid-?stream|abruptly|by (?:the )?(?:peer|server|remote|upstream)|:\s{0,3}(?:no close frame|received)|\(code))|\b(?:websocket|stream|upstream|realtime|API|socket) connection closed\b|\bacp\b[^\n]{0,60}?\bconnection closed\b|^\s*(?:Error:\s*)?RetriableError:\s*(?:\[canceled\]\s*)?HTTP\/2 stream closed with error code CANCEL|Query closed before response received|\b(?:server|agent|subprocess) (?:process )?(?:shut down|exited|crashed|died) unexpectedly|\b(?:client|connection) (?:is |was |has been )?disposed\b|(?<!MCP |tool |plugin |extension )\bserver startup (?:timeout|timed out)\b|\b(?:agent|incoming|outgoing) (?:transport|channel) closed\b|\bpeer disconnected (?:while|before)\b|\bwebsocket (?:closed by peer|stream ended)\b|\bqueue owner disconnected before\b|\bbridge closed before\b/i,
    // A live API's WebSocket closing with no reason given is open (a server, a quota or the network);
    // so is a bare "Connection closed" that says neither whose connection nor when (an MCP server's,
    // an IDE's, a plugin daemon's as often as the model's: over the first runs the bare words were
    // right 21 times and unsafe 25).
    unless: new RegExp(`${CANCELLATION.source}|\\bWebSocket connection closed\\.?\\s*$`, 'i'),
    priority: 40,
    fixtures: [
      'gen-end-of-stream-reading-jsonrpc',
      'gen-cli-process-terminated-unexpectedly',
      'gen-agent-channel-closed',
      'kandev-acp-peer-disconnected',
      'syn-acp-connection-closed',
      'wording-cursor-retriable-stream-reset',
    ],
    summary: 'The agent connection closed before a result.',
  }),
  textRule({
    id: 'agent.loopback_stream_lost',
    tier: 'signature',
    code: 'agent_transport_lost',
    pattern:
      /(?:agent stream disconnected|use of closed network connection|broken pipe|connection reset by peer).{0,200}?(?:\[::1\]|127\.0\.0\.1|localhost)|(?:\[::1\]|127\.0\.0\.1|localhost).{0,200}?(?:use of closed network connection|broken pipe|connection reset by peer)|agent stream disconnected/i,
    unless: CANCELLATION,
    priority: 40,
    fixtures: ['kandev-agentctl-stream-closed-conn'],
    summary: 'The loopback stream to the local agent broke.',
  }),
  textRule({
    id: 'config.host_from_unset_setting',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern:
      /\b(?:ENOTFOUND|EAI_AGAIN|getaddrinfo|Could not resolve host:?|no such host|UnknownHostException:?|Failed host lookup:?)\s+['"]?(?:[\w-]+\.)*(?:undefined|null|None|nil|NaN)\.(?:[\w-]+\.)*[a-z]{2,}\b|\b(?:ENOTFOUND|EAI_AGAIN|getaddrinfo|Could not resolve host:?|no such host|UnknownHostException:?|Failed host lookup:?)\s+['"]?(?:undefined|null|None|nil|NaN)(?![\w.-])|\bhttps?:\/\/(?:undefined|null)(?=[:/])/,
    // Above the transport errnos: a host built from a setting that was never set (a region read as
    // `undefined`) is the configuration, and waiting for the network cannot fix it.
    priority: 75,
    fixtures: ['gen-host-from-unset-region'],
    summary:
      'A DNS failure for a host built from an unset setting (`bedrock-runtime.undefined.…`): configuration.',
  }),
  textRule({
    id: 'network.tls_trust',
    tier: 'signature',
    code: 'network_unavailable',
    pattern:
      /\bThe SSL connection could not be established\b|\bensure that your SSL certificates are up to date\b|\bUnable to verify the SSL certificate\b|\bdoes not match certificate'?s altnames\b|\bInvalidCertificate\((?:Expired|NotValidYet|UnknownIssuer|BadSignature)|\bSSL\]? record layer failure\b|\bunable to get issuer certificate\b|\binvalid peer certificate\b|\bUnknownIssuer\b|\bcertificate signed by unknown authority\b|\bunknown certificate verification error\b|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_GET_ISSUER_CERT(?:_LOCALLY)?|UNABLE_TO_VERIFY_LEAF_SIGNATURE|CERT_HAS_EXPIRED|DEPTH_ZERO_SELF_SIGNED_CERT|self[- ]signed certificate|certificate verify failed|unable to (?:get local issuer certificate|verify the first certificate)|certificate has expired|\bcertificate (?:is )?not (?:yet valid|valid yet)\b/i,
    priority: 90,
    fixtures: [
      'gen-dotnet-ssl-not-established',
      'gen-update-ssl-certificates',
      'gen-certificate-not-yet-valid',
      'cc-self-signed-cert-8054',
      'cc-issuer-cert-country-2816',
      'gen-local-issuer-lowercase',
    ],
    summary: 'TLS trust failure on the way to the provider.',
  }),
  textRule({
    id: 'network.errno_text',
    tier: 'signature',
    code: 'network_unavailable',
    pattern:
      /\bFailed after \d+ attempts?: Connection (?:failed|error)\b|\bresponse\.failed\b[^\n]{0,40}\bconnection reset\b|\b(?:OpenAI |Anthropic |Gemini |LLM )?API call timed out\b|\bcurl error code (?:6|7|28|35|52|56)\b|\bFailed to connect to (?:the )?(?:provider|model provider|LLM provider|AI provider) after \d+ attempts\b|\bAn error occurred while sending the request\b|\bRST_STREAM closed stream\b|\bConnection to (?:the )?(?:model|LLM|AI provider|model provider)\b[^.\n]{0,80}?\bfailed\b|\b(?:Could not|Couldn.t|Unable to|Failed to) connect to (?:the )?(?:AI|LLM|model) provider\b|\bConnection time(?:out|d out) (?:to|connecting to) (?:the )?(?:WebSocket |server )?(?:wss?|https?):\/\/|\bfailed to reach (?:the )?(?:OpenAI|Anthropic|Gemini|Google|Mistral|Groq|DeepSeek|Cohere|xAI)(?: remote| API)? (?:service|server|API|endpoint)\b|\b(?:Gemini|Anthropic|OpenAI|Perplexity|Claude|Mistral|Groq|DeepSeek|Vertex|Bedrock|Cohere|xAI)\w*(?: API)?(?:Exception| request failed| error)?\W{0,4}Server disconnected without sending a response\b|\bAbnormal closure\b|\bconnection-level error\b|\bDio(?:Error|Exception)Type\.(?:connectTimeout|connectionTimeout|sendTimeout|receiveTimeout|connectionError)\b|\bDioException \[(?:connection (?:error|timeout)|receive timeout|send timeout)\]|\bThis typically indicates an error on the network layer\b|\bThe download of the specified resource\s+has failed\b|\bThe system cannot locate the resource specified\b|\bINET_E_(?:CANNOT_CONNECT|RESOURCE_NOT_FOUND|DOWNLOAD_FAILURE|CONNECTION_TIMEOUT)\b|\b(?:LLM|model) idle timeout\b|\bConnection broken: (?:IncompleteRead|InvalidChunkLength)\b|\bclient error \((?:Connect|SendRequest)\)|\bcurl: \((?:6|7|28|35|52)\)|\bNGHTTP2_ENHANCE_YOUR_CALM\b|\bwebsocket (?:ping|pong|keepalive) time(?:d out|out)\b|\bConnection was closed before we received a valid response\b|\blost connection while (?:receiving|streaming|waiting)\b|\bWebSocket (?:closed|close)\b[^\n]{0,20}\b1006\b|\bfinish_reason:? network_error\b|\bNetwork request failed\b|\bName or service not known\b|\bnodename nor servname provided\b|\bbad record mac\b|\btimed out connecting to\b|\bSocket is closed\b|\b(?:Get|Post|GET|POST) \\?"https:\/\/[^"\s]+\\?": context deadline exceeded\b|\bUnknownHostException\b|\bUnable to resolve host\b|\bConnectError\(\W?tcp connect error\b|\bunexpected end of stream on\b|\bConnection timeout to host\b|\bTemporary failure in name resolution\b|\bThe remote name could not be resolved\b|\bERR_(?:CONNECTION_(?:TIMED_OUT|RESET|CLOSED)|NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|NETWORK_CHANGED|TIMED_OUT|PROXY_CONNECTION_FAILED|HTTP2_PROTOCOL_ERROR)\b|\bDNS (?:error|lookup failed|resolution failed)\b|\bFailed host lookup\b|\bconnection to the server was unexpectedly (?:interrupted|closed|lost)\b|\btook longer than [\d:.]+\.? It was aborted\b|\b(?:create|creating|send|sending) (?:a )?chat completion[^\n]{0,30}: (?:unexpected )?EOF\b|\bAn error occurred in the secure channel support\b|\bTLS handshake (?:error|failed|failure)\b|\b(?:write|read) EPROTO\b|\bERR_SOCKET_CONNECTION_TIMEOUT\b|\bTypeError: (?:Failed to fetch|Load failed|NetworkError when attempting to fetch resource)\b|(?<!Unexpected )\bError communicating with OpenAI\b|:\s{0,3}Connection error\b|\(os error (?:10060|10061|110|111|113)\)|\bwithout sending TLS close_notify\b|^\s*The operation (?:has )?timed out\.?\s*$|\bwebsocket lost connection\b|\bforcibly closed by the remote host\b|\bReset\(StreamId\(\d+\), \w+, Remote\)|\b(?:API Error|Request failed|Error):? The operation (?:has )?timed out\b|\bdial tcp\b[^\n]{0,80}: (?:i\/o\b|connect:|lookup\b)|\b(?:ECONNRESET|ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ENETDOWN|ENETRESET|ECONNABORTED|UND_ERR_[A-Z_]+)\b|\bstop reason:? network_error\b|getaddrinfo|socket hang up|\bhttpx\.ConnectError\b|\bNoResponseError\b|\b(?:Anthropic|OpenAI)IoException\b|\bStreamResetException\b|\bstream was reset: (?:INTERNAL_ERROR|CANCEL|PROTOCOL_ERROR|REFUSED_STREAM)\b|\bFailed to open (?:a )?new connection\b|\bSoftware caused connection abort\b|\b14 UNAVAILABLE: (?:No connection established|Connection dropped)\b|\bfetch failed\b(?! with status\b)|Connection error\.(?!\w)|\bNo route to host\b|\bHost is unreachable\b|(?:Unable|Failed) to connect to(?=[^\n]{0,60}?(?:\b[\w-]+(?:\.[\w-]+)*\.(?:com|ai|net|org|io|dev|cloud|cn)\b|:443\b|\bport 443\b|\bAPI\b|\bLLM\b|\bmodel\b|\bservice\b|\bAI\b|\bchat completion|\bwss?:\/\/|\bhttps:\/\/))|Could not resolve host|error sending request|TLS handshake timeout|i\/o timeout|network is unreachable|socket disconnected|secure TLS connection|\bTransport error\b|\bno such host\b|(?:connection )?reset by peer|peer closed connection without sending complete message body|incomplete chunked read|(?:API Error|TypeError):? terminated\b|\bactively refused\b|No connection could be made|\bPremature close\b|ERR_STREAM_PREMATURE_CLOSE|\bother side closed\b|\bstream error: stream ID \d+; (?:INTERNAL_ERROR|REFUSED_STREAM|PROTOCOL_ERROR|CANCEL)\b|\bReceived RST_STREAM\b|\bGOAWAY received\b|\bCannot connect to host\b|\bConnect call failed\b|\bCould not contact DNS servers\b|\bCould not resolve: [\w.-]+\.[a-z]{2,}\b|\b(?:Get|Post|get|post) \\?"https?:\/\/[^"\s]{1,300}\\?":? (?:unexpected )?(?:EOF|eof)\b|\b(?:u?tls: )?TLS handshake:? (?:unexpected )?EOF\b|\bI\/O error on (?:POST|GET|PUT) request for\b|\bhttp2 request did not get a response\b|\berror sending HTTP request to\b|\bDNS resolution fail(?:ure|ed)\b|\bResponse ended prematurely\b|\bThe socket connection [Ww]as closed unexpectedly\b|\bHTTP2StreamReset\b|\bresponse headers timed out after \d+\s?m?s\b|\bHTTPClientError\.(?:deadlineExceeded|connectTimeout|readTimeout|remoteConnectionClosed)\b|\b(?:Cannot|Can.t|Unable to) resolve (?:the )?host ?name\b/i,
    // An address the client could not parse is its configuration, whatever connect call reports it;
    // a connection's parse error is the protocol's message it could not read, not the network; a
    // connect that the server answered with a 4xx reached it; a browser that refused the answer to a
    // cross-origin call (CORS) reached the server too: the page's setup, not the network. A .NET
    // program's own bug given as the cause (an empty sequence, a null reference) says the connect
    // words are its wrapper's guess.
    unless:
      /\bfailed to parse (?:the )?(?:address|base|endpoint)(?: url)?\b|\bError sending request: [1-5]\d\d\b|\bInvalidArgumentError: invalid \w+ method\b|\bSequence contains no (?:matching )?elements\b|\bObject reference not set to an instance of an object\b|\b(?:HTTP|API) (?:error:?|[Rr]equest failed,?) ?4\d\d\b|\b(?:Invalid URI|invalid URL|isn't a valid URI|is not a valid URI|not a valid URL|unknown scheme)\b|\bFailed to connect to [\w .-]{1,40} CLI\b|\bConnection error: Parse error\b|\b(?:Unable|Failed|Could not|Couldn't) (?:to )?connect to (?:the )?(?:extension|language|MCP|LSP|IDE|companion) server\b|\bCORS request did not succeed\b|\b(?:Blocking|Blocked) a cross-origin request\b|\bblocked by CORS policy\b/i,
    priority: 70,
    fixtures: [
      'gen-failed-after-attempts-connection-failed',
      'gen-device-authorization-failed-by-network',
      'gen-reset-by-peer-alone',
      'gen-api-call-timed-out',
      'gen-curl-error-code-7',
      'gen-connect-provider-after-attempts',
      'gen-dotnet-error-sending-request',
      'gen-rst-stream-closed',
      'gen-connection-to-model-failed',
      'gen-cannot-connect-to-llm-provider',
      'gen-websocket-connect-timeout',
      'gen-failed-to-reach-provider-service',
      'gen-provider-server-disconnected',
      'gen-urlmon-download-failed',
      'gen-dio-connection-timeout',
      'gemini-cli-enotfound-counttokens-5746',
      'syn-codex-error-sending-request',
      'gen-go-dial-no-such-host',
      'gen-go-write-reset-by-peer',
      'gen-httpx-incomplete-body',
      'gen-undici-terminated',
    ],
    summary: 'Transport failure text (errno names, DNS, "Connection error.").',
  }),
];

/** Model providers' API hosts: a connect or read timeout naming one is the network to the provider. */
const PROVIDER_API_HOSTS = String.raw`(?:api\.openai\.com|api\.anthropic\.com|generativelanguage\.googleapis\.com|[\w-]+-aiplatform\.googleapis\.com|api\.mistral\.ai|api\.groq\.com|api\.deepseek\.com|openrouter\.ai|api\.x\.ai|api\.together\.xyz|api\.cohere\.(?:ai|com)|bedrock-runtime\.[\w-]+\.amazonaws\.com|[\w-]+\.openai\.azure\.com)`;

const more: Rule[] = [
  textRule({
    id: 'network.stream_stalled',
    tier: 'signature',
    code: 'network_unavailable',
    // A response stream that stopped sending for a stated time: the client's idle guard gave up on
    // the connection (a local runtime's stall is read as that runtime's, as any transport failure).
    pattern:
      /\bstream (?:stalled|went idle)\b[^\n]{0,60}?(?:without (?:new |any )?(?:data|output|chunks|events|tokens)|no (?:data|output|chunks|events)\b[^\n]{0,20}\bfor \d|for \d+(?:\.\d+)?\s?(?:ms|s|m|min|seconds?|minutes?)\b)/i,
    priority: 60,
    fixtures: ['gen-stream-stalled-idle-guard'],
    summary: 'A response stream stalled for a stated time, ended by the client: the connection.',
  }),
  textRule({
    id: 'relay.pool_cooling_down',
    tier: 'signature',
    code: 'rate_limited',
    // A relay's credentials for the model all resting after upstream throttles: a wait, split by its length.
    pattern:
      /\b(?:credentials|accounts|connections|keys|tokens)(?: for model [^\s,]+)?\s+(?:are\s+|is\s+)?cooling\s+down\b|\ball (?:accounts|keys|credentials) (?:are )?rate[- ]limited\b/i,
    priority: 70,
    splitByWait: true,
    fixtures: ['gen-relay-pool-cooling-down'],
    summary: "A relay's credentials for the model all cooling down after throttles: a wait.",
  }),
  textRule({
    id: 'network.timeout_text',
    tier: 'signature',
    code: 'network_unavailable',
    pattern: new RegExp(
      String.raw`\bunexpected EOF during (?:the )?(?:TLS )?handshake\b|\bTimeout while waiting for (?:the )?(?:prediction|completion)\b|\b(?:LLM|model) call\b[^\n]{0,40}\btimed out\b|\bFailed to connect to (?:the )?(?:inference|model|LLM|AI) provider\b|\b[Nn]etwork (?:timed out|is abnormal|request timed out)\b|\b(?:model|LLM) request (?:timeout|timed out)\b|\bReceived fatal alert: \w+|\bendpoint hostname could not be resolved\b|\b[Cc]onnection error (?:occurred )?(?:while|when) (?:calling|streaming|contacting|connecting to|reaching)\b[^\n]{0,40}\b(?:LLM|model|API|endpoint|provider|Claude|OpenAI|Gemini|Anthropic)\b|\b(?:LLM|model|API|completion|chat) call failed\b[^\n]{0,80}\b(?:Read|Connect|Write|Pool)Timeout\b|\bconnection (?:test|check) timed out\b|\bIdle timeout reached for\b|\bAPI (?:call|request) timed out after \d|\bThe timeout period of \d+ ?ms has been exceeded(?! while executing \w+ \/api\/(?:generate|chat|embed)\b)|\btimeout awaiting response headers\b|\bserver closed (?:the )?connection before returning the first response byte\b|\bTimeout of [\d.]+s exceeded, last exception: (?:timeout|[\w.]*(?:Timeout|ConnectionError|ServiceUnavailable)\w*)\b|\brequest took (?:over|more than|longer than) \d+ ?(?:ms|s|seconds?)\b|\b(?:Body|Headers)TimeoutError\b|\bWebSocket connection (?:timeout|timed out)\b|\b(?:[Cc]ouldn['’]?t|[Cc]ould not) connect\. Check (?:the|your) (?:network|connection)\b|\bservers? did not respond (?:quickly|in time)\b|\bInterruptedIOException: timeout\b|\b(?:[Cc]ouldn['’]?t|[Cc]ould not|[Uu]nable to|[Cc]annot|[Cc]an['’]?t) reach api\.[\w-]+\.[\w.-]+|\bcURL error (?:6|7|28|35|52|56)\b|\bNet::(?:ReadTimeout|OpenTimeout|WriteTimeout)\b|\b(?:Req|Mint)\.TransportError\{reason: :(?:closed|timeout|econnrefused|nxdomain)\b|\b(?:model|LLM|AI) response timeout\b|\bClient\.Timeout or context cancellation\b|\bkeepalive ping timeout\b|\bjava\.net\.SocketTimeoutException\b|\bkeepalive ping (?:timed out|failed)\b|\btimed out while waiting for the next chunk\b|\boperation timeout \(all attempts including retries\) occurred after\b|\bStream timeout\b|\btimed out without returning a response\b|\bStream timed out due to inactivity\b|\bRequestTimeoutException\b|\bfailed to complete in the allotted time\b|\bConnection to ${PROVIDER_API_HOSTS} timed out\b|\bcURL error 28: (?:Operation|Connection) timed out\b[^\n]{0,200}?\bhttps?:\/\/${PROVIDER_API_HOSTS}[\/:\s]|\bClient\.Timeout exceeded\b|\bTimeout was reached\b|\bTimeout while (?:contacting|connecting to|calling)\b|\b(?:Connect|Request|Socket) timeout has expired\b|\b(?:LLM |AI |model )?provider did not respond in time\b|\bResponse took longer than \d+ (?:seconds|s)\b|\bConnect timed out\b|\bRead timeout on endpoint URL\b|\bThe (?:read|write|connect|handshake) operation timed out\b|\b(?:httpx|httpcore|requests\.exceptions|urllib3\.exceptions)\.(?:Read|Connect|Write|Pool)Timeout(?:Error)?\b|\bRead timed out\b|\b4 DEADLINE_EXCEEDED:|\bDeadline exceeded after [\d.]+ ?m?s\b|\b(?:cancel+ed|aborted) (?:because|due to)\b[^.\n]{0,60}\btime ?out\b|\bHttpClient\.Timeout of [\d.]+ seconds elapsing\b|\bRequest timed out\b(?! waiting to be sent)|\b408(?:\.0)?\W{0,3}Request ?Time-?out\b|\brequest timeout \(408\)|timeout of \d+ms exceeded|aborted due to timeout|\bConnection timed out\b|\bnet::ERR_(?:CONNECTION_\w+|NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|TIMED_OUT)\b|Proxy Authentication Required|\bConnection refused\b|\bConnection to https://(?!localhost\b|127\.|\[::1\])[\w.-]+(?::\d+)?(?:/\S*)? timed out\b|\bMODEL_TIMEOUT\b|\bLangChain(?:\.LangChain)?Error\{type: "timeout"`,
      'i',
    ),
    // JSON-RPC -32001 is the MCP SDK's request timeout: an MCP server's call, a side channel.
    unless: /(?:^|[^\d])-32001\W{1,3}Request timed out\b/i,
    priority: 65,
    fixtures: [
      'gen-eof-during-tls-handshake',
      'gen-sse-named-error-event',
      'gen-tls-fatal-alert',
      'gen-failed-connect-inference-provider',
      'gen-model-call-timed-out',
      'gen-connection-error-calling-model',
      'gen-model-request-timeout',
      'gen-network-timed-out-named',
      'gen-408-request-timeout-joined',
      'gen-request-timeout-408-retry',
      'gen-timeout-waiting-completion',
      'gen-llm-call-failed-read-timeout',
      'gen-symfony-idle-timeout',
      'gen-api-call-timed-out-after',
      'gen-connection-check-timed-out',
      'gen-model-timeout-code',
      'syn-claude-request-timed-out',
    ],
    summary: 'Request timeouts and connection failures on the way to the provider.',
  }),
  textRule({
    id: 'provider.credentials_not_configured',
    tier: 'signature',
    code: 'missing_credentials',
    pattern:
      /\b(?:OpenAI|Anthropic|Deepseek|DeepSeek|Gemini|Mistral|Groq|Azure)(?: OpenAI)? credentials (?:are )?not configured\b|\bNo (?:[\w-]+ ){0,2}credentials for "|\bAccess token is required for\b|\bneeds to be set to your (?:API )?key\b|(?<![\w.] )\bAPI credentials (?:are )?not (?:configured|set|provided)\b|\bno apiKey configuration was passed\b|\bNo access key configured for\b|\bMissing (?:OpenAI|Anthropic|Together|Gemini|Groq|Mistral|DeepSeek|OpenRouter|Replicate|Fireworks|Cohere|Perplexity) env(?:ironment)? var(?:iable)?\b|\b(?:You )?need to be (?:logged|signed) in to use\b|\bRequired secret key\b[^\n]{0,40}\bnot found\b|\brequires the \W?--api-key\W? (?:argument|flag|option)\b|\b[Mm]issing required (?:fields?|env(?:ironment)? (?:variables?|vars?)|settings?|config(?:uration)?):? \W{0,3}(?:[A-Z][A-Z0-9_]*, )*[A-Z][A-Z0-9_]*_(?:API_KEY|TOKEN)\b|\brequires an? (?:[\w-]+ ){0,2}OAuth (?:access )?token\b|\bYou need an? (?:[\w-]+ )?API[ _-]?Key to\b|(?<!\b(?:[Aa]gent|[Ss]cheme '[\w-]+'|[Ss]erver|[Tt]ool) )\brequires (?:either )?(?:an? )?(?:admin)?api ?key\b|\b(?:(?:service account|bearer) token(?: file)?|token file) is empty\b|\bAPI key (?:was )?not supplied\b|\b(?:Couldn't|Could not|Cannot|Can't|Unable to) find (?:the )?(?:key|entry|value) ['"]?\w*API_?KEY|\b(?:AWS )?Access Key ID (?:is required|is missing|not set)\b|\bAPI[ _-]?key (?:is )?not defined\b|\bapi[_-]?key\(?\)? option is required\b|\b(?:OpenAI|Anthropic|Claude|Gemini|Google|Azure|Mistral|Groq|DeepSeek|Cohere|OpenRouter|LLM|llm|AI) key is mandatory\b|\b(?:llm|LLM|AI) key not found\b|\b(?:must|need to|have to) (?:provide|enter|set|add) (?:your |an? |the )?(?:OpenAI|Anthropic|Claude|Gemini|Google|Azure|watsonx|Mistral|Groq|DeepSeek|Cohere|Bedrock|AWS|Hugging ?Face|LLM|model)\b[\w ]{0,20}?(?:(?:API[ _-]?)?keys?|credentials)\b|\bNo (?:[\w-]+ )?login (?:is )?(?:available|found)\b|\bmust set (?:the )?(?:configuration|config|settings?) (?:values?|options?|keys?) [`\x27"]?\w*api_?key\b|\b(?:api[_ ]?)?key must be a non-empty string\b|\b(?:Ocp-Apim-Subscription-Key|x-api-key|api[-_ ]?key|subscription[- ]key)(?: header)? (?:is )?missing\b|\bPlease,? provide (?:your |the )?(?!an?\b|valid\b|the\b|your\b|correct\b)[\w-]{2,20} API Key\b|\bno (?:API )?keys? (?:found|available|configured) (?:that supports?|for) (?:the )?model\b|\b(?:HuggingFace|Hugging Face|HF) token (?:is )?missing\b|\b(?:No|Missing) (?:AWS|GCP|Google Cloud|Azure) credentials(?: found)?\b|\bAPI key (?:value )?cannot be empty\b|不存在\s?api ?key|请配置[^\n]{0,20}(?:KEY|key|Key)\b|未绑定[^\n]{0,20}(?:Cookie|Token|token)|\b(?:API )?(?:token|key) is required to make requests to this server\b|\bYour [\w-]+-key is missing\b|\bPlease set your [`'"][\w-]+-key\b|\bAPI key is empty\b|\bNo API keys? detected\b|\b(?:haven(?:'|’)t|have not|not) signed in(?: yet)?\b|\bmissing in your \.env: [A-Z_]*API_KEY\b|\bSecret access key must be set\b|\bMust provide (?:either )?an? [\w ]{0,20}(?:Token|API key)\b|\brequires an? [\w ]{0,20}API key\b|\bFailed to obtain (?:GCP|Google|AWS|Azure) credentials\b|\bNo [A-Z][A-Z0-9_]*(?:API_KEY|TOKEN|ACCOUNT_ID)\b(?: or [A-Z][A-Z0-9_]*)? defined in the environment\b|\bmust set \(?api_key\)?|\b(?:API key|access token) is (?:nil|null|undefined)\b|\bno service account credentials\b|\bSet [\w ]{1,30}(?:API ?Key|token) in [A-Z][A-Z0-9_]* env(?:ironment)? variable\b|\bAPI key not (?:specified|provided|set) for\b|\bapi[_ ]key must be non-empty\b|\bNo (?:model )?API key configured\b|\b(?:OpenAI|Anthropic|Claude|Gemini|Google AI(?: Studio)?|Vertex(?: AI)?|GeminiVertexAI|Bedrock|Azure(?: OpenAI)?|Mistral|Groq|DeepSeek|xAI|Grok|Cohere|OpenRouter|NVCF|NVIDIA|Together|Fireworks|NovelAI|Replicate|Perplexity)\b(?: \w+){0,2} requires? (?:authentication\b|(?:the following env(?:ironment)? vars[^:\n]{0,20}: )?[A-Z][A-Z0-9_]*(?:API_KEY|TOKEN|SECRET|CREDENTIALS)[A-Z0-9_]*\b)|\bAPIKeyMissingError\b|\bmust contain an? (?:[\w-]+ )?api_key\b|\bFailed to access keyring\b|\bcredentials (?:is|are) not initialized\b|尚未配置[^。\n]{0,20}(?:API ?Key|密钥)|\bcredential must not be empty\b|\b(?:Failed|Unable) to (?:get|load|read) (?:AWS |Azure |GCP |Google )?credentials from\b|\bCould not find credentials for\b|\b(?:api[_ ]?key|token)\W{0,2} (?:argument |parameter )?(?:must not|cannot|can'?t) be empty\b|\bUnable to locate (?:authorization|auth) token\b|\bmissing required field:? \W?api_key\b|\bFailed to read [\w ]{0,30}(?:token|credentials?) from\b|\brequires OAuth (?:authentication|sign-?in|log-?in)\b|\bNeither [A-Z][A-Z0-9_]* nor [A-Z][A-Z0-9_]* is set\b|\bFailed to (?:get|find) [A-Z][A-Z0-9_]*(?:_API_KEY|_TOKEN|_ACCESS_KEY_ID)\b|\bprovider requires authentication\b|\bNo AWS credentials provider or API key was set\b|\bidentity token value is empty\b|\bAWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are required\b|\bmust be provided together\b|\bEither 'api_key'[^\n]{0,80}must be provided\b|\bNo API key or [\w ]{1,20}token available\b|\bCould not load credentials from any providers\b|\bCredential refresh failed\b|\bNone of the following secrets are set\b|\bMissing API key for\b|\bAuthentication consent could not be obtained\b|\bADC not found\b|\b(?:you must|or) export the [A-Z][A-Z0-9_]*_API_KEY\b|\bMissingApiKeyError\b|\bAPI key must be (?:supplied|provided|set)\b|\bAPI key not set\b|\bCould not (?:get|load|find) (?:the )?default (?:[A-Z]{2,5} )?credentials\b|\b(?:api_key|secret_key|access_key) is empty\b|\bno enough credentials? found\b|\bneed to (?:support|provide|set) (?:an? )?api_key\b|\bmust (?:set|provide) (?:the )?(?:ak|access key) and (?:sk|secret key)\b|未提供\s*api[_ ]?key|未设置\s*api[_ ]?key|未配置\s*api[_ ]?key|\bMust specify either api_key\b|\bclient is not initialized\. Please provide [A-Z_]*API_KEY\b|\bAuthentication is not set up\b|\bcredentials not found\b[^\n]{0,30}\bset\b|\bNo environment variable set for provider\b|\bNo provider key set\b|\b[a-z_]*api_key\W? (?:is required|not given|is missing)\b|\bmissing [a-z_]*api_key\b|\bno (?:[\w-]+ ){0,3}API keys? (?:or [\w-]+(?: [\w-]+){0,2} )?(?:is |are )?configured\b|\bmissing (?:[\w-]+ or )?[\w-]+ API key\b|\bMissing or empty required API keys?\b|\bMissing required credentials\b|\bMust provide (?:an? )?API key\b|\bYou must provide an? [\w ]{1,30}API key\b|\bAPI key for [\w.-]+ was not defined\b|\bcould not successfully retrieve value from: [A-Z_]+_API_KEY\b|\bDid not find '[\w-]+' api key\b|\bauthentication is required; configure\b|\bAPI key cannot be empty\b|\bcredentials require both\b|\bCould not find an authorization token\b|\bhave not configured your [\w ]{1,30} (?:API )?token\b|\bNo authentication data available\b|\bThe API Key is empty\b|\b[A-Z_]*(?:API_?KEY|TOKEN)\w* env(?:ironment)? var(?:iable)? not found\b|\bMissing credentials[.,:]? (?:Please )?(?:pass|provide|set)\b|\b(?:Azure |AWS |GCP |Google |cloud )?credentials? (?:is|are) required\b|\brequires (?:AWS|Azure|GCP|Google(?: Cloud)?) credentials\b|\bcredentials could not be resolved\b|\bhaven'?t configured your (?:GCP |AWS |Azure |cloud )?credentials\b|\bapi[_ ]key (?:input )?(?:is required|should be provided|must be provided)\b|\b(?:client email|private key) setting is missing\b|\brequires setting [A-Z_]+_(?:API_)?KEY\b|\bSet [\w ]{1,30} Key in [A-Z_]+ env(?:ironment)? variable\b|\bwithout providing (?:an?|any) (?:[\w-]+ ){0,3}API key\b|\bNo (?:Google|AWS|IAM|Azure|GCP|cloud) credentials (?:are available|were found|found)\b|\bNo (?:Key )?Authentication information found\b|\bNo (?:API )?token found\b[^\n]{0,40}\b(?:add|set|provide)\b[^\n]{0,30}\bkey\b|\bMissing [\w-]+ API Key\b|\bauthentication not configured\b|\bAPI key missing for\b|\bPlease pass in the API key\b|\bCould not resolve authentication method\b|\b(?:Could not|Failed to) resolve (?:AWS credentials|API token|credentials)\b|\bmissing the (?:[\w-]+ ){1,2}API key\b|\brequires an API key\b|\bApiKeyEnvNotFound\b|\b(?:credentials provider or )?API key must be (?:set|provided)\b|\baccess token missing\b|\b\$?[A-Z][A-Z0-9_]{0,40}(?:API_KEY|_TOKEN)\b(?: environment variable)?[^.\n]{0,80}\bmust be (?:set|defined|provided)\b|\bPlease (?:specify|enter|add) (?:a |your )(?:valid )?(?:[\w-]+ ){0,2}API key\b|\b(?:Failed|Unable|Could not|Couldn't|Cannot) (?:to )?find (?:an? |the |your )?(?:(?:[\w-]+ ){0,2}(?:API[ _-]?key|api_key)|(?:GitHub|Copilot|OAuth|auth|access|bearer|session|API|HF|Hugging ?Face) token)\b|\bMissing credentials\. Please pass an? `?api_?key\b|\b\w{0,40}api_?key (?:is )?not (?:set|configured)\b|\byou didn't set (?:an?|your) [\w -]{0,30}API key\b|\bDid not find \w{0,40}(?:api_key|token|key)\w{0,10}, please add an environment variable\b|\bPlease set (?:the |your )?[A-Z][A-Z0-9_]{0,40}(?:API_KEY|_KEY|_TOKEN)\b|\bPlease set your [\w ]{0,30}API key\b|\bNo (?:[\w-]+ ){1,3}API keys? (?:were |was )?(?:configured|set|found)\b|\b(?:You've|You have|You haven't|You have not) (?:not )?(?:added|set|entered|configured|provided) (?:an|your|the) API key\b|\bNo [\w.-]+ API key (?:was )?(?:found|set|configured|provided)\b|\bEnvironment variables? for [\w .-]{1,30} not found\b|(?<!\bor )\bMissing API key\b|API key not found\b(?!\W{1,3}Please pass a valid| or invalid)|\bsecret ?key (?:is )?not (?:configured|set|provided)\b|\bmissing (?:authorization|authentication) header\b|\bNo API keys found\b|\bmissing \d+ required (?:positional |keyword-only )?arguments?:? ['\x22](?:api_key|apiKey|token)['\x22]|\b(?:model|openai|anthropic|llm)?[ _-]?api[ _-]?key (?:is )?required\b|\bAPI Key environment variables? (?:are |is )?not set\b|\bNo key (?:was )?(?:found|set|configured)\b|\bCredentialUnavailableError\b|\bfailed to retrieve a token from the included credentials\b|\bAPI key is missing\b|\bno API key (?:was |is )?(?:found|set|configured|provided|defined|specified|given)\b|\bAPI key (?:is )?(?:not set|not configured|not provided)\b|LoadAPIKeyError|You didn'?t provide an API key|must (?:specify|set|provide) (?:the |an? )?[A-Z][A-Z0-9_]*_API_KEY|Could not load credentials from any providers|Unable to locate credentials|NoCredentialProviders|No authentication information found|default credentials were not found|Could not automatically determine credentials|Could not load the default credentials|Missing required environment variable [A-Z][A-Z0-9_]*_(?:API_KEY|TOKEN)\b|No auth credentials found|credentials were refused by the upstream|\b(?:OpenAI|Anthropic|Gemini|Google|Mistral|Groq|DeepSeek|OpenRouter|xAI|Cohere|Together|Fireworks) (?:API )?key is (?:required|missing|not set)\b|\bcredentials profile not found\b|\bprovide accessKeyId and secretAccessKey\b|\bno (?:access key|authentication token|API key|auth token)s? found\b|\bis configured without (?:an? )?(?:API )?key\b|\brequires you to configure your own [\w ]{0,20}API key\b|\bmissing credentials for auth method\b|\bmissing API credentials\b|\b[A-Z]\w{2,30}Credential authentication unavailable\b|\bcredentials require non-empty\b|\breturned an empty subject token\b|\bMissing [\w.-]{1,20} API key\b|\bempty API key\b|\b[A-Z][A-Z0-9_]*_(?:SERVICE_ACCOUNT(?:_KEY|_JSON|_FILE)?|APPLICATION_CREDENTIALS)\b[^\n]{0,30}?\b(?:is )?(?:not set|unset|missing|not found)\b|\bNo (?:active|configured|available) credentials (?:found )?for (?:the )?provider\b|\bUnable to find (?:[\w-]+ ){0,4}credentials\b|\bPartial(?:CredentialsError\b| credentials found\b)|\bcredential_process\b[^\n]{0,40}?\b(?:returned invalid|returned an? (?:empty|invalid)|did not return|failed)\b|\bService Account (?:JSON|key(?: file)?|file)\b[^\n]{0,20}?\b(?:is )?(?:missing|not (?:set|found|provided))\b|\b(?:AWS|Azure|GCP|Google Cloud|cloud)(?: access)? credentials (?:are|were) incomplete\b|\bno credentials? (?:was|were|is|are) provided\b|\b(?:Failed|Unable) to resolve (?:the )?bearer token\b|\bAuthorization missing for\b|\bx-api-key header is required\b|\bmissing (?:[A-Z][\w.-]* ){1,2}API key\b|\bAPI key is not configured\b|\bPlease provide an API key or\b|\bno api token\b|\bbedrock\b[^\n]{0,60}?\b(?:credentials?|access[_ ]?key(?:_id)?|secret[_ ]?(?:access[_ ]?)?key|awsProfile|bearer credential|authentication parameters)\b[^\n]{0,60}?\b(?:not (?:found|configured|set|provided)|missing|must not be empty|is required|are required|required|non-empty)|\b(?:AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|AWS credentials?)\b[^\n]{0,60}\b(?:required|not configured|missing)\b[^\n]{0,40}\bBedrock\b|\bAzure OpenAI\b[^\n]{0,40}?\b(?:API ?key|APIKey|_?token ?credential|credential|info)\b[^\n]{0,30}?\b(?:is empty|not (?:defined|found|set|configured|provided)|missing|required)|\b(?:API key|api_key) or (?:an? )?Azure (?:Identity|AD)\b|\bAzure OpenAI (?:client|models?)\b[^\n]{0,30}\brequires? (?:either )?an? (?:API key|credential)|\bazure_ad_token_provider\b[^\n]{0,40}\bnon-empty\b|\bAPI Key or a tenantId, clientId and clientSecret\b|\bAPI key for Azure OpenAI models or install azure-identity\b|\b(?:must provide|authenticate) Vertex ?AI(?: authentication)?\b|\bVertex AI authentication with\b|\bCould not resolve a GCP access token\b|\b(?:need(?:s)? to be|must be) (?:signed|logged) ?in to [\w .-]{1,20} to (?:run|use|access) (?:this |the )?[\w ]{0,20}models?\b|\b[\w.:-]{2,40}-cloud requires? sign[- ]?in\b|\bmodels? requires? sign[- ]?in\b|\bneed to (?:log ?in|sign ?in) (?:to|with) [\w+ .-]{1,20} first\b|\bsubscription login is required\b|\bLogin your [\w ]{1,20} account to get started\b|\b(?:Print|headless|non-interactive) mode requires authentication\b|\bCLI account execution requires\b[^\n]{0,40}\blogin\b|\bidentity[ _]token\b[^\n]{0,60}\b(?:empty|requires?|missing|not found|non-empty)|\b(?:requires|no) (?:an )?identity token\b|\bANTHROPIC_IDENTITY_TOKEN\w*|\bsubject token\b[^\n]{0,40}\b(?:IMDS|empty|missing)|\bIMDS response did not include\b|\bToken is unusable after refresh\b/i,
    unless: FALLBACK_NOTICE,
    priority: 90,
    fixtures: [
      'gen-no-cloud-credential-resolved',
      'gen-provider-credentials-not-configured',
      'gen-access-token-required-for',
      'gen-no-credentials-for-provider',
      'gen-api-credentials-not-set',
      'gen-no-apikey-config-passed',
      'gen-no-access-key-configured',
      'gen-required-secret-key-not-found',
      'gen-missing-provider-env-var',
      'gen-missing-required-fields-key',
      'gen-requires-api-key-argument',
      'gen-failed-to-find-token-env',
      'gen-need-api-key-to',
      'gen-requires-oauth-access-token',
      'gen-requires-oauth-sign-in',
      'gen-no-cli-login-available',
      'gen-need-to-enter-provider-key',
      'gen-api-key-not-supplied',
      'gen-find-key-api-key-missing',
      'gen-service-account-token-empty',
      'gen-client-requires-api-key',
      'gen-escaped-apostrophe-no-api-key',
      'gen-requires-api-key-or-principal',
      'gen-access-key-id-missing',
      'gen-api-key-is-not-defined',
      'gen-key-is-mandatory',
      'gen-must-provide-provider-credentials',
      'gen-no-api-key-defined',
      'gen-config-value-api-key-unset',
      'gen-key-non-empty-string',
      'gen-api-key-header-missing',
      'syn-opencode-api-key-missing',
      'syn-bedrock-no-credentials',
      'gen-missing-env-var-key',
      'gen-missing-provider-api-key-named',
    ],
    summary: 'No credentials configured (SDK and CLI wordings).',
  }),
  textRule({
    id: 'provider.reauthenticate',
    tier: 'signature',
    code: 'auth_required',
    pattern:
      /\bAgent\b[^\n]{0,40}\brequires authentication\b|\bupdate (?:the |your )?[A-Z_]*COOKIE\b|\bAPI token (?:is )?(?:invalid|forbidden)\b|\bInvalid access token\b|\b[Rr]un [`\x27"]?[\w-]+ logout[`\x27"]?,? (?:then|and then|and) [`\x27"]?[\w-]+ login\b|\bCredentialRetrievalError: Error when retrieving credentials from\b|\bmake sure you(?: are|'re) signed in(?:to| to)? (?:GitHub|your (?:GitHub|Microsoft|Google) account)\b|\bExpiredAuthenticationToken\b|\btoken expiry\b[^\n]{0,60}\bis earlier than (?:the )?current\b|\b(?:OAuth |access |auth(?:entication)? |bearer |session |refresh )?token (?:is|has) expired\b|\brefresh token (?:was |has been |is )?(?:recently )?(?:rejected|revoked|invalidated)\b|\binvalid (?:session |auth(?:entication)? |login )?cookies?\b|\b(?:session|sso|SSO|auth) cookie (?:may be |has |is )?expired\b|\bclient secret is not valid for\b|\bdevice(?: code)? authori[sz]ation (?:was )?(?:denied|timed out|expired)\b|\bsign[- ]in is required\b|\brefresh token is unavailable\b|再ログインしてください|ログイン情報が正しくありません|\bis missing '?refresh_token'?|\bfailed to refresh cached (?:credentials|SSO token)\b|\brefresh cached SSO token failed\b|\bcredentials may have expired\b|\brun ['\x22`]?aws sso login\b|\bFailed to authenticate with Google Cloud\b|\bFailed to obtain (?:an )?access token from Google\b|\bCould not authori[sz]e your [\w ]{1,30}token\b|\blogin (?:has )?(?:expired|been revoked)\b|\bwithout (?:a )?refresh_token\b|\b(?:invalid|expired) (?:or (?:invalid|expired) )?OAuth session\b|\b(?:Device code|device_code'?|Device authori[sz]ation code) (?:has )?expired\b|\b(?:timed? ?out|timeout) waiting for (?:user )?authori[sz]ation\b|\bUse \/login to (?:re-?)?authenticate\b|\bsign[- ]?in (?:has )?timed out\b|\bcode wasn'?t approved in time\b|\bToken exchange response (?:did not include|missing)\b|\brequires re-?authentication\b|\bdispatch failure \(other\): No token\b|\bunauthorized_client\b|\b(?:\w+ )?authentication (?:has )?expired\b|\bnot (?:currently )?authenticated (?:with|to)\b|\bafter 401 error\b|\brefresh failed, (?:requesting|signall?ing) re-auth(?: required)?\b|\bSSO refresh command failed\b|\bDevice flow timed out\b|\bissue with your API key\b|\bNo refresh token available\b|\bOAuth flow requires interactive input\b|\bUnauthorizedException: 401\b|\bAADSTS\d{5,7}\b|\bReauthentication is needed\b|\bSSO (?:session|login|token)\b[^\n]{0,60}\b(?:expired|invalid)\b|\bUnauthorizedSSOTokenError\b|\brequires multi-factor authentication\b|\btoken is not exchangeable for an on-behalf-of flow\b|\bUnauthorized\W{1,3}Access token is missing\b|\b401\W{0,3}User not found\b|\/errors\/MODEL_AUTHENTICATION\b|\binvalid_grant\b|\bToken has been expired or revoked\b|\bRun \/login\b|authentication token (?:has )?expired|invalid subscription key|Please (?:try )?sign(?:ing)? in again|re-?authenticate to continue|refresh token (?:is )?(?:invalid|expired|revoked)|Please authenticate\b|\bNot authorized\. Please|(?:sign|log) ?in again|login again|Invalid Authentication\b|invalid authentication credentials|Failed to get copilot token|does not have access to API|\bnot authenticated\b|gh auth login|\binvalid token\b|run `\w+` to authenticate|only authorized for use with Claude Code|Verify your account to continue|token refresh failed|failed to refresh (?:the )?token|token could not be refreshed|\bFailed to authenticate (?:the )?provider\b|\b[Tt]enant provided in (?:the )?token does not match\b|\btoken tenant\b[^.\n]{0,60}\bdoes not match (?:the )?(?:resource|expected|configured) tenant\b|\b(?:token )?tenant mismatch\b|\b[Ii]nvalid refresh[_ ]token\b|\bInvalidGrantException\b|\bRESOURCE_USAGE_RESTRICTION_VIOLATED\b|\b(?:AWS )?signature (?:has )?expired\b|\brevoked the stored (?:refresh |access )?token\b|\b(?:have|has) invalid refresh tokens?\b|\bUnreadable token\b|\bUnable to authenticate (?:the )?request\b|\bfailed to refresh (?:the |its |your )?(?:auth(?:entication)?|access|OAuth|session) token\b(?![^\n]{0,20}\banother\b)|\bsign-?in (?:has )?expired\b|\bsign-?in was denied\b|\bdenied the authori[sz]ation request\b|\bInteractionRequiredAuthError\b|\bno_tokens_found\b|\bNo refresh token found\b|\bcredentials (?:are|were|is) still expired\b|\b(?:[Ii]nvalid|[Ee]xpired|[Rr]ejected) subject token\b|\b[Ss]ubject token (?:is|was) (?:invalid|expired|rejected)\b|\bis not log(?:ged )?in\b|\b(?:API )?(?:token|key) is not valid\b/i,
    // A tokenizer's token in training data is not a credential.
    // A JSON parser's token ("Expected value but found invalid token at character 1") is no credential,
    // nor is a model's token count, limit or ids, or an exchanged token's lifetime.
    unless: new RegExp(
      String.raw`\b(?:contains?|containing|has|with) (?:an? )?invalid token\b|\bfound invalid token\b|\binvalid token (?:at|in) (?:character|position|line|column)\b|\binvalid token (?:lifetime|count|limit|length|usage|ids?)\b|${TOKEN_STEP_FAILED_BY_NETWORK}`,
      'i',
    ),
    priority: 85,
    fixtures: [
      'gen-request-was-unauthorized',
      'gen-error-info-frame',
      'gen-agent-requires-authentication',
      'gen-update-cookie',
      'gen-api-token-forbidden',
      'gen-invalid-access-token-403',
      'gen-run-logout-then-login',
      'gen-aws-credential-retrieval-expired',
      'gen-make-sure-signed-in',
      'gen-token-expiry-earlier-than-current',
      'gen-failed-to-authenticate-provider',
      'syn-codex-token-expired',
      'syn-azure-invalid-subscription-key',
      'gen-credential-only-for-claude-code',
      'corpus-antigravity-verify-account-403',
    ],
    summary: 'Credentials expired or rejected: sign in again.',
  }),
  textRule({
    id: 'provider.plan_required',
    tier: 'signature',
    code: 'subscription_required',
    pattern:
      /\bdoes not have access to (?:the )?[\w ]{1,30}API\b[^\n]{0,10}\b[Pp]lease upgrade your plan\b|\bdoes not have entitlements? to use\b|\bNOT_ENTITLED\b|\b(?:project|account|organi[sz]ation|user|key)\b[^.\n]{0,30}\bis not (?:allowlisted|whitelisted) (?:to|for)\b|\b(?:model|feature|tool) requires an? (?:active |connected |paid |valid )?(?:[\w-]+ ){0,2}subscription\b|\brequires an? (?:[\w-]+ ){1,2}(?:Paid|Pro|Plus|Premium|Team|Business|Enterprise) plan\b|\bneed an active,? (?:paid )?subscription\b|\bEntitlement check failed\b|\b(?:need|have) to (?:set ?up|enable|add|link) a billing account\b|\bfor (?:beta|early|preview) (?:testing|access)\b|\b(?:beta|early|preview) access (?:is )?required\b|\bnot available (?:in|on|during) (?:the )?(?:free )?trial(?: mode| plan)?\b|\brequires an? [\w ]{1,20} plan or higher\b|\b(?:isn't|is not) included in your (?:current )?plan\b|\bupgrade to [\w ]{1,30} Pro to (?:access|use)\b|\bLimited Access Feature (?:is )?not available\b|\blicen[cs]e does not provide access to\b|\b(?:user|account) does not have access to (?:code suggestions\b|(?:GitLab )?Duo\b|(?:GitHub )?Copilot\b|Gemini Code Assist\b|Amazon Q\b)|\bNo access to (?:GitHub )?(?:Copilot|Gemini Code Assist|Claude Code|Codex|Amazon Q|Cursor)\b|\b(?:user|account|org(?:anization)?) (?:has|have) no (?:active |valid |paid )?(?:seat|subscription|licen[cs]e)\b|\brestricted from using\b[^.\n]{0,60}\bin your organi[sz]ation\b|\b(?:your )?account (?:currently )?(?:does not|doesn't|do not) have (?:the )?permission to use (?:the )?[\w -]{1,40}? (?:capability|capabilities|feature|features|function|functionality)\b|\bmust be a named user on\b[^\n]{0,80}\bsubscription\b|\b(?:Free|Pro|Plus|Team|Max|Basic|Starter|Standard) (?:plan |tier )?users (?:are not|aren['’]t) (?:currently )?able to use\b|\b(?:do not|don['’]t|might not|may not) have access to (?:GitHub )?Copilot\b|\b(?:license|licence) (?:has been |is )?(?:disabled|revoked)\b|\brequires an? (?:Pro|Plus|paid|premium) (?:license|licence)\b|\bis not (?:yet )?available for (?:this|your) subscription\b|\bdisabled in this account for violation of (?:the |our )?Terms of Service\b|\bfeatures?\b[^\n]{0,40}\b(?:is|are) disabled by (?:your )?organi[sz]ation(?:al)? polic(?:y|ies)\b|\b(?:User ID|account) (?:is|has been) (?:temporarily )?suspended\b|\baws-marketplace:(?:ViewSubscriptions|Subscribe)\b|服务未开通|账号已停服|用户主动停服|\bServiceNotActivated\b|\baccount\b[^\n]{0,80}\bis not active, current state: suspended\b|\b(?:access|account) (?:was|has been) terminated\b|\b(?:premium|paid|pro|enterprise) seats? (?:is |are )?required\b|\bonly \w+ seats can access\b|\bis not available (?:in|on) your current [\w ]{0,30}plan\b|\bSubscription tier insufficient\b|\bineligible for this model\b|\bhas been disabled for (?:this|your) account\b|\busage credits (?:are )?required\b|\brequires usage credits\b|\b(?:don't|do not) have (?:any )?usage credits\b|\bCopilot [\w ]{0,30}is not enabled\b|\b(?:do not|don'?t) have access to GitHub Copilot\b|\bnot allowed for your (?:current )?(?:team|workspace|org|plan|tier)\b|\bnot available on the Free Tier\b|\bdo(?:es)? not have a valid licen[cs]e\b|\bsubscription plan does not (?:yet )?include\b|\bsubscription has ended\b|\bwithout (?:the |a |an )?(?:pro|plus|paid|premium|team|business|enterprise) (?:plan|subscription|tier)\b|\b(?:API )?access (?:has been |is )?paused for (?:this|your) (?:organization|account|workspace)\b|\bsuspicious activity (?:from|on|in) (?:your|this) account\b|\bdoes not work with your current plan\b|\bverify your membership\b|\bUsage credits required\b|\bAccount [\w.-]+ is suspended\b|账户(?:当前)?处于非活动状态|请实名认证|\brequires [\w ]{1,30} (?:Pro|Plus|Enterprise|paid) subscription\b|\bplan doesn'?t include support for\b|\bNo sufficient seats\b|\bFree Tier usage disabled\b|套餐已(?:到期|过期|失效)|\bsubscription (?:is |has been )?(?:overdue|past due|paused|suspended|inactive|expired|cancel+ed)\b|\bYou need an? (?:[\w-]+ ){0,3}licen[cs]e to use\b|\bnot enabled on (?:this|your) (?:current )?plan\b|\blicen[cs]e key (?:was )?(?:not found|is missing|missing|not set)\b|\bmodel\b[^.\n]{0,80}\bis not allowed for your (?:account|plan|organization|tier|subscription)\b|\bsubscribe to (?:a|an|the|our) (?:[\w'-]+ ){0,3}plan\b|\bYou must purchase a (?:paid )?subscription\b|\baccount\b(?:[^.\n]|\.(?=\w)){0,60}\bhas been (?:suspended|restricted)\b|\b(?:user|account|organization|team) is (?:locked|suspended|banned|disabled)\b|\bsubscription (?:is |has been )?frozen\b|\bupgrade to a paid (?:plan|tier|account)\b|\bfree users can only use\b|\bAccess terminated\b|\baccess_terminated_error\b|\bAppIdNoAuthError\b|To use Codex with your ChatGPT plan|upgrade to (?:Plus|Pro|Max|a paid plan) to (?:use|continue|access)|not (?:available|included) (?:on|in|with) your (?:current )?plan|requires? (?:a |an )?(?:paid|active|Plus|Pro|Max) (?:plan|subscription)|subscription (?:is |has )?(?:required|expired|inactive|lapsed)|\btrial (?:has |period )?(?:expired|ended)\b|account is not active|organization has been disabled|account (?:has been )?(?:suspended|disabled|deactivated|locked|frozen|banned)|plan does not include|organization must be verified|not authorized to use this Copilot feature|\blicen[cs]e (?:is |was |has )?(?:not found|required|missing|expired|revoked)\b|\bnot (?:authorized|entitled|licensed|eligible|allowed|permitted) to use (?:GitHub )?(?:Copilot|Gemini Code Assist|Claude Code|Codex|Amazon Q|Cursor|this (?:model|product|service|feature)|the (?:model|product|service|API))\b|\bsubscription (?:has been |was )?(?:denied|cancel+ed|suspended|terminated|not found)\b|\bno active subscription\b|\b(?:verify|ensure|make sure|check) (?:that )?you have an active (?:[\w-]+ )?subscription\b|requires an enterprise or organization policy|Copilot is not enabled|Extra usage is required|(?:disabled|does not allow|doesn'?t allow) (?:Claude )?subscription access|Copilot (?:is )?disabled for (?:your|this) (?:organization|enterprise|account)|do(?:es)? not have (?:a )?Copilot (?:license|subscription|access)|\bnot entitled\b|account is (?:not )?in good standing|\bArrearage\b|AWS Marketplace (?:actions|subscription)|Model access is denied|access denied by (?:\w+ )?policy|account is not eligible for|\bunder your current plan\b|\borganization (?:has been|is) restricted\b|\borganization_restricted\b|\black an? (?:[\w-]+ ){0,4}licen[cs]e\b|\bSUBSCRIPTION_REQUIRED\b|request an? (?:entitlement|license)\b|\b(?:project|account|organization|team|key) has been (?:denied access|suspended|banned|blocked)|can only be used (?:from )?within\b|\bbilling_hard_limit_reached\b|\bupgrade required\b[^.\n]{0,60}\b(?:plan|subscription|tier)\b|\brequires? (?:a |an |the )?(?:Team|Enterprise|Business|Premium|Pro|Plus|paid) (?:plan|subscription|tier|account)\b|\btoo many (?:free )?trial accounts\b|\bplease upgrade to (?:Pro|Plus|Max|a paid plan)\b|\bcheck (?:the )?policy enablement\b|\bactivate the (?:corresponding )?model service\b|\bServiceNotOpen\b|\bservice (?:is |has )?not (?:been )?(?:opened|activated)\b|\bunavailable for (?:this |your )?account\b|\bnot agreed to (?:the )?(?:[\w.-]+ )?(?:model )?terms\b|\bonly available (?:for|to) (?:\w+ ){0,3}(?:Coding Agents|subscribers|members)\b|\bAccessDenied\.Unpurchased\b|workspace_disabled\b|\bworkspace (?:has been |is )?disabled\b|\bproducts? (?:are|is) not (?:yet )?authori[sz]ed to access your account\b|\bnot authori[sz]ed to access the application\b|\b(?:disabled|suspended) (?:in|for) this account for violation of\b|\bfor violation of (?:the )?Terms of Service\b|\boutstanding invoices?\b|\bunpaid invoices?\b|\bpast[- ]due (?:invoice|balance|payment)\b|\bSubscribe to (?:switch to|use|access) this (?:chat )?model\b|\b[Uu]sage not included (?:with|in) (?:the|your) plan\b|\bplan (?:does ?n[o'’]t|not) (?:support|include|cover)s?\b[^.\n]{0,20}\bmodels?\b|\b(?:only available|available only) (?:for|to) (?:[\w+-]+ ){0,2}(?:Pro|Plus|Premium\+?|paid|premium|Team|Enterprise|Max) (?:users|subscribers|plans?|accounts|members|customers)\b|订阅已(?:过期|到期)|\bfree (?:promotion|trial) (?:has )?ended\b|\b(?:associated with|belongs to) a (?:deactivated|suspended|disabled|banned) account\b|\baccount_(?:deactivated|suspended|disabled|banned)\b|\bsuspended your (?:access|account)\b|\blocked your account\b|\byour account is (?:currently )?(?:inactive|not active)\b|\bnot available for (?:the |your )?current (?:user )?(?:level|tier|plan)\b|\bupgrade to (?:access|use) this model\b|\bsubscription (?:is )?(?:invalid or expired|expired or invalid)\b|\bSUBSCRIPTION_INVALID\b|\bYou need (?:a |an )?(?:[A-Z]\w* ){1,2}(?:Pro|Plus|Premium|Max)\b|\b(?:this|your) account is not (?:allowed|authorized|entitled) to (?:access|make|use)\b|\bnot allowed to access AI\b|\bCopilot is (?:unavailable|not available) for this account\b|\bgithub copilot not available\b|\[Copilot\] Not authorized\b|\btrial limit of \d+|\btrial (?:for this (?:user|account) )?has expired\b|\b(?:kostenlosen Plan|free plan)\b[^\n]{0,60}\b(?:upgrade|upgraden)\b/i,
    // An upgrade offered beside a model's high demand is a way around the capacity, not the cause.
    unless:
      /\b(?:experiencing|seeing) (?:a )?(?:high|heavy|extreme|unusually high) (?:demand|load|volume of traffic)\b/i,
    priority: 70,
    fixtures: [
      'gen-key-no-access-to-api-upgrade-plan',
      'gen-project-not-allowlisted',
      'gen-no-entitlement-to-feature',
      'gen-entitlement-check-failed',
      'gen-need-active-paid-subscription',
      'gen-model-requires-connected-subscription',
      'gen-set-up-billing-account',
      'gen-beta-access-required',
      'gen-free-trial-ended',
      'gen-not-available-in-trial',
      'gen-requires-plan-or-higher',
      'gen-feature-not-in-current-plan',
      'gen-limited-access-feature',
      'gen-user-no-access-to-assistant',
      'gen-license-no-access-to-feature',
      'gen-user-has-no-seat',
      'gen-sign-in-needs-active-subscription',
      'gen-policy-enablement',
      'gen-upgrade-required-plan',
      'syn-codex-plan-required',
      'syn-openai-billing-not-active',
      'gen-account-good-standing',
      'gen-copilot-disabled-for-enterprise',
      'gen-subscription-access-disallowed',
      'gen-trial-ended',
      'gen-extra-usage-required',
      'corpus-bedrock-marketplace-subscription-denied',
      'gen-model-service-not-activated',
      'gen-model-terms-not-agreed',
      'gen-workspace-disabled',
      'gen-disabled-for-tos-violation',
      'gen-outstanding-invoice',
    ],
    summary: 'The plan, subscription or account does not allow the request.',
  }),
  textRule({
    id: 'provider.wait_in_days',
    tier: 'signature',
    code: 'quota_limited',
    confidence: 'medium',
    pattern:
      /\b(?:[Rr]etry(?:ing)?|[Tt]ry again|[Rr]esets?|[Aa]vailable again|[Ww]ait) in (?:~|about |approximately )?\d+ ?(?:days?|weeks?|months?)\b/,
    // A wait counted in days or weeks is a period's allowance used up, whatever the words call it
    // (an "account's rate limit"): no throttle's back-off reaches it (issue 10, kind 3).
    priority: 85,
    fixtures: ['gen-rate-limit-retry-in-days'],
    summary: 'A limit whose wait is counted in days or weeks: a period quota, not a throttle.',
  }),
  textRule({
    id: 'provider.daily_limit',
    tier: 'signature',
    code: 'quota_limited',
    pattern:
      /\b(?:user_)?(?:daily|weekly|monthly)_rate_limited\b|\busage limit for today\b|\bwait for (?:the )?quota (?:to )?reset\b|\bQuota resets in\b|\bno more [\w ]{0,30}quota left (?:this|for the) (?:month|day|week)\b|\b(?:reached|exceeded|exhausted) your (?:\w+ ){0,2}budget for this (?:billing )?period\b|\bexceeded (?:the|your) \d{1,3}[- ]hours? (?:usage )?(?:quota|limit)\b|\bdaily[-_](?:[a-z]+[-_]){0,2}(?:limit|quota)[-_](?:exceeded|reached)\b|\bused all of your [\w ]{1,40} for today\b|\bBudget exceeded\b|reached your daily .{0,60}quota|\bdaily (?:rate |request |token )?(?:limit|quota) (?:exceeded|reached|hit)|free-models-per-day|(?:limit|quota) (?:exceeded|reached)[^.]{0,40}\bper[- ]day\b|you'?ve (?:reached|hit|used) (?:all of )?your monthly (?:limit|quota|premium requests)|exhausted your capacity on this model|Your quota will reset|premium requests? (?:allowance|limit|quota)|Key limit exceeded|\b(?:monthly|daily|weekly) (?:\w+ ){0,3}(?:limit|quota|allowance|budget)\b[^.]{0,40}?\b(?:exceeded|reached|exhausted|used up)|\b(?:exceeded|reached|exhausted|used up|hit) (?:\w+ ){0,4}(?:monthly|daily|weekly) (?:\w+ ){0,3}(?:limit|quota|allowance|usage|budget)\b|\blimit_(?:rpd|tpd)\b|\bdaily[-_ ](?:\w+[-_ ])?limit[-_ ](?:exceeded|reached)\b|\btoo many requests in (?:\d+|an?|one) hours?\b|\btoo many \w+ (?:used )?within the (?:last|past) (?:24 hours|day|week|month)\b|\bused (?:up )?(?:all )?(?:of )?(?:your|today['’]s|this month['’]s) (?:\w+ ){0,3}(?:usage|allocation|allowance|tokens|credits|requests|quota)\b|\btoo many (?:tokens|requests) per (?:day|week|month)\b|\b(?:requests|tokens) per day\b[^.]{0,30}?\b(?:limit|exceeded|reached)|maximum number of (?:requests|tokens|messages) (?:for|per) (?:today|the day|this month)|used up your free tier|free tier (?:limit|quota) (?:reached|exceeded|exhausted)|\b(?:spending|spend) limit (?:has been |was )?(?:reached|exceeded)|Budget has been exceeded|\b(?:crossed|exceeded) (?:the |its |a )?budget\b|BudgetExceededError|billing hard limit|plan'?s (?:\w+ )?limit (?:has been |was )?(?:reached|exceeded)|\blimited to [\d,]+ (?:\w+ ){0,2}(?:calls|requests|tokens|messages) ?(?:\/|per|a) ?(?:day|month)\b|\blimit \([^)]{0,40}\bper (?:day|month)\)\s*(?:exceeded|reached)|\bused up (?:all )?(?:of )?your (?:free )?(?:\w+ ){0,2}(?:for (?:today|the day|this month)|today)\b|\bquota for (?:this|the current) (?:billing )?(?:period|month|cycle) (?:is |has been )?(?:used up|exhausted|exceeded|reached)\b|\b(?:reached|exceeded|exhausted|used up) (?:its |your |the )?(?:\w+ ){0,2}(?:limit|quota|allowance|budget) for (?:(?:this|the) (?:month|day|week)|today)\b|\berror:? QuotaLimit\b|\b(?:reached|exceeded|used up) (?:your |the )?(?:free )?trial (?:request |usage |message )?(?:limit|quota|allowance)\b|\breached its (?:\w+ ){0,2}spend(?:ing)? limit\b|\bused up (?:all )?(?:of )?your [\w ]{1,30}? for (?:the|this) (?:month|day|week)\b|\bhit (?:your|the) spend(?:ing)? cap\b|\bspend(?:ing)? cap\b[^.\n]{0,30}\b(?:reached|exceeded)\b/i,
    unless: new RegExp(`${FALLBACK_NOTICE.source}|${EITHER_CAPACITY_OR_QUOTA.source}`, 'i'),
    priority: 85,
    splitWhenTimed: true,
    scope: 'account',
    fixtures: [
      'gen-trial-limit-reached',
      'gen-too-many-tokens-per-day-429',
      'gen-quota-limit-code',
      'gen-budget-for-this-month',
      'gen-free-messages-used-today',
      'syn-gemini-cli-daily-quota',
      'syn-openrouter-free-per-day',
      'gen-monthly-included-usage',
      'gen-requests-per-day-exceeded',
      'gen-budget-exceeded',
      'gen-trial-key-monthly-calls',
      'corpus-g4f-token-limit-per-day',
    ],
    summary: 'A per-day or monthly allowance is spent.',
  }),
  textRule({
    id: 'provider.no_free_tier',
    tier: 'signature',
    code: 'quota_limited',
    confidence: 'medium',
    pattern:
      /\bfree (?:tier|quota|usage)\b[^\n]{0,40}\b(?:has been |is |was )?(?:exhausted|used up|depleted)\b|\bFreeUsageLimit\w*\b|\bfree usage limit (?:exceeded|reached)\b|\bFreeTier limit exceeded\b|\blimit=0\b|\brate limit of 0 [\w ]{0,30}per (?:minute|hour|day)\b|\b(?:doesn['’]?t|does not) have a free (?:quota )?tier\b|\bhas no free (?:quota )?tier\b/i,
    priority: 75,
    fixtures: ['gen-model-without-free-tier'],
    summary:
      'The model has no free tier: its free quota is zero, whatever the status says (issue 10, kind 3).',
  }),
  textRule({
    id: 'aws.iam_not_authorized',
    tier: 'signature',
    code: 'auth_required',
    confidence: 'medium',
    pattern: IAM_DENIED,
    // Marketplace actions decide a subscription, not the caller's credentials; an action of a
    // service that serves no model (SSM, S3, CloudFormation) is that service's, not the model's.
    unless:
      /\baws-marketplace:|\bnot authorized to perform:? (?!bedrock|sagemaker|aws-marketplace|sts|kms|iam)[a-z0-9-]{2,30}:/,
    priority: 85,
    fixtures: ['gen-service-account-lacks-required-permissions', 'gen-iam-explicit-deny'],
    summary:
      'An IAM policy denies the caller the action (explicit deny, no policy allows it): credentials or policy, not the model.',
  }),
  textRule({
    id: 'provider.model_unavailable_text',
    tier: 'signature',
    code: 'model_unavailable',
    pattern:
      /\bmodel [\w./:-]+ is not running\b|\bspecified (?:model )?ARN does not exist\b|\b[\w.-]*(?:claude|gemini|gpt|llama|mistral)[\w.-]* is not supported in the \w+ API\b|\bmodel access (?:is )?not allowed\b|\bis not a valid value for (?:the )?(?:config )?option \W?model\b|\bselected model is not (?:currently )?available\b|\b(?:API )?key does not have access to (?:your current model|the model|['\x22][\w.:/-]+['\x22])|\bIf it is a private or gated model\b|\b[Mm]odel [\w.:/-]+ (?:is )?not available for (?:the |your )?(?:provided )?(?:api key|account|key)\b|\bNo hosted models? (?:was|were) found\b|\bcan(?:no|')t find model server\b|\b[Mm]odel\b[^\n]{0,40}\bis not (?:in|available in|part of) your [\w-]+ account\b|\b[Mm]odel (?:is )?unavailable (?:in|for|on) [^\n]{0,40}\b(?:account|plan)\b|\b(?:inference )?(?:endpoint|deployment) is paused\b|\bUnable to (?:download or )?load the requested model\b|\bNo loaded (?:default )?model found\b|\bNo (?:pool|route|deployment|backend)s? match(?:es)? (?:the )?model\b|\brequires a model download\b|\bis not cached\W{1,3}Please download it\b|\bConfirm that the model you provided\b|\b(?:Do|does) not support publisher model\b|\bis not being served by\b|\b(?:don't|doesn't|does not|do not) support chat completions?\b|\b(?:Could not|Couldn't|Unable to) find any models? to load\b|\bregister your (?:requested )?model\b|\bModel '[^'\n]{1,80}' is not ready\b|\bhas no deployment URL\b|\bdeployment\b[^.\n]{0,60}\b(?:is not|isn't) running\b|\brequests are not (?:allowed|supported) on (?:the )?chat completions\b|\bUnknownModelError\b|\bmodel is (?:disabled|no longer available)\b|\bmodel (?:has been|is) disabled by (?:the |an |your )?admin(?:istrator)?\b|\bFailed to resolve (?:llm |LLM )?model(?:_id| info)?\b(?! config)|\bcannot be accessed (?:through|via|with) (?:the )?[\w/ -]{1,40}? API\b|\bmodels? (?:is |are )?only (?:supported (?:in|by|on|with)|supports?|available (?:in|through|via|on)) (?:the )?(?:v1\/responses|Responses API)\b|\bonly supports? the Responses API\b|\bReadyState: (?:NotReady|NotSupportedOnCurrentSystem|DisabledByUser|NotCompatibleWithSystemHardware)\b|\bCouldn't prepare the model\b|\bAccess to model [\w.:/-]{1,100} denied\b|\bserver is missing (?:one or more |some |required )*(?:[\w-]+ )?models\b|\bassetsUnavailable\b|\bno underlying assets\b|\binvalid_model\b|\b(?:given|requested|selected|specified) model (?:is not|isn.t) allowed\b|\bAPI is not supported for (?:the )?model\b|\b(?:can ?not|can't|unable to) use (?:this |the (?:selected |requested |specified )?)model:? [\w.[\]=:/-]|\b(?:server|provider|endpoint|backend|instance) does(?: not|n't) have the (?:provided |requested |specified |selected |given )?model\b|\b404\b[^\n]{0,60}\bmessage: model: [\w.:/-]+|\bno running instances? (?:for|of) (?:the )?(?:model )?[\w.-]+\/?[\w.-]*|\bno model endpoints? (?:are )?available\b|\b[Ii]nvalid (?:[Ee]ndpoint (?:URL )?or )?model name\b|\bis not for chat\b|\bThe deployed model does not support ChatCompletions\b|\bmodel only supports (?:the )?[\w ]{1,30}API\b|\b(?:token|key|account) (?:has no|does not have) access to (?:the )?model\b|\bModelNotDeployedError\b|\bModel [\w./:-]+ is unknown\b|\bprovide a valid model from the list of supported models\b|\bModel does not support deployment\b|\bDeprecated\w*ModelError\b|\bOnly [\w./:-]+ allowed now, your model\b|\bModel [\w.:/-]+ not installed on\b|\b(?:DEGRADED|INACTIVE) function\b|\bUnavailable model:|\b(?:has )?reached (?:its )?end of life\b|\bnon-serverless model\b|\bdedicated endpoint\b[^.\n]{0,80}\bis not running\b|\bdedicated_endpoint_not_running\b|\b(?:serverless|deployment|inference|model) endpoint (?:was )?not found\b|\b(?:Provider)?ModelNotFoundError\b|\b(?:don['’]?t|do not) have access to (?:gemini|gpt|claude|o\d|llama|qwen|mistral|grok|deepseek)-[\w.-]+|\bNo team has access to\b|\bkey not allowed to access\b|\b(?:team|key)_model_access_denied\b|\bNot found the model\b|\bNo matching target server found for model\b|\brestricted by your organization'?s? settings\b|\bInference profile [\w.:/-]+ not found\b|\bProvider [\w.-]+ does not support model\b|\bNo available providers? (?:could be )?found for (?:the )?model\b|\bmodel is only available (?:through|via|in|with) (?:the )?[\w/ ]{1,30}API\b|\bnot a chat model\b|\bnot_found_error\b[^\n]{0,30}\bmodel: [\w.:/-]|\bhas been deprecated\b[^\n]{0,60}\b(?:switch(?:ing)? to|use) (?:a )?(?:different|another|newer) model\b|\bmodel [\w./:@-]{1,80} not supported\b(?! (?:for|with|in|by|when|on) )|\bmodel\b[^\n]{0,80}\bdoes not support function\b|\b(?:model access|access to (?:the |this )?model) (?:is |was )?denied\b(?! due to)|\bMissing model '[^'\n]{1,80}' for API\b|\bUnknown chat model\b|\bnot allowed to use [\w.:/-]{1,80} model\b|\bpromotion for this model has ended\b|\bNo (?:[\w-]+ )?models? (?:is |are |was |were )?(?:currently )?loaded\b|\bmodel\b[^.\n]{0,60}\b(?:is )?(?:unavailable|not available|not supported) in (?:your|this|the (?:current|selected)) region\b|\bmodel that is not compatible with (?:this|the) (?:engine|endpoint)\b|\bis not supported in the (?:live|realtime|bidi[\w-]*) api\b|\bNo allowed providers are available for the selected model\b|\bEndpoint [\w.:-]+ (?:of account \d+ )?not found\b|\bFunction '[^'\n]{1,80}': Not found for account\b|\bAPI deployment ['\x22][\w.:-]{1,80}['\x22] for (?:this|the) resource does not exist\b|\bdoes not support (?:generate|embeddings|chat)\b|\boperation does not work with the specified model\b|\bno available (?:llm )?model\b|\bis too large to be loaded automatically\b|\bmodel is only supported in v1\/responses\b|\bPublisher Model\b[^\n]{0,200}?\bwas not found\b|\b(?:don'?t|do not) have access to the model with the specified model ID|\bmodel \W[\w./:-]{1,80}\W not available\b|\bmodel \W[\w./:-]{1,80}\W is not (?:currently )?available (?:for|to|on) (?:your|this|the) (?:account|organi[sz]ation|plan|key|subscription|tier)\b|\brequest targeted an endpoint that does not exist\b|\bInvalidEndpoint\.NotFound\b|No endpoints (?:found|available) (?:for|that|matching)|\bmodel (?:does )?not exists?\b|\b(?:doesn'?t|does not) support the model\b|\bNo (?:allowed )?providers? (?:are |is )?available for (?:the |this )?(?:selected |requested )?model\b|(?:^|[:"'\]]\s*|\b(?:requested|selected|this|the|that|chosen|specified) )model (?:is )?not available\b|(?<!\b(?:property|field|parameter|argument)\W{1,3})\bmodel\b(?:(?!\bresource\b)[^<>]){0,60}?\b(?:is not available|is not supported|not found|does not exist|is not accessible)|\b(?:unknown|invalid|unsupported) model\b|\bincorrect model\b(?! credentials?\b| (?:api )?keys?\b)|API deployment for (?:this|the) resource does not exist|\bmodel\b.{0,80}?\bisn'?t supported|not allowed to (?:sample from|use|access) (?:this|the) model|\bis not allowed to access model\b|have permission to access the model with the specified model ID|is not allowed to use Publisher Model|\bis blocked at the organization level\b|\bmodel_permission_blocked_org\b|(?:doesn['’]?t|does not) support on-demand throughput|with on-demand throughput isn['’]?t supported|\bno models? (?:is |are )?loaded\b|(?:do(?:es)?n'?t|do(?:es)? not) have access to (?:the |this )?model\b|\bmodel\b.{0,80}?\b(?:has been|was|is) (?:deprecated|retired|decommissioned)\b[^.]{0,60}?\bno longer (?:available|supported|accessible)|\bmodel is unavailable(?=[ \t]*(?:$|[\n.,;:'"`)\]}]|with\b))|\bmodel\b.{0,80}?\b(?:has been|was) (?:decommissioned|retired|discontinued|removed)\b|\bmodel\b.{0,80}?\bis not enabled (?:for|on|in) (?:your|this|the)\b|\bnot served by any (?:of the )?(?:inference )?providers?\b|\bnot supported in the v1\/(?:chat\/)?completions endpoint\b|\bModel unavailable on (?:the |given )?server\b|\bModel is not [Ii]nstalled\b|\bNo models installed\b|\bEndpoint [`'"]?projects\/[^\s`'"]+\/endpoints\/[^\s`'"]+[`'"]? not found\b|\b404 Not Found: Engine not found\b|\.ollama\/models\/manifests\/[^\s:]{1,200}: no such file or directory|\b[Mm]odel(?: name)? must be one of\b|\bNo Inference Provider available for model\b|\bNo matching model found\b|\bCannot find model\b|\bmodel '[^'\n]{1,80}' is not (?:not )?(?:yet )?supported\b|\b(?:Developer|System) instructions? (?:is|are) not (?:enabled|supported) for (?:models\/)?[\w.-]+|\b(?:mode|tier|feature|region|setting) '[^'\n]{1,40}' is not available for this model\b|\b(?:specified|requested) model [\w./:-]{1,80} does not support (?:this api|content generation|the [\w ]{1,30} api|chat)\b|\bAPI key does not support [\w.-]+|\b[Mm]odel\b[^.\n]{0,20}\bmarked (?:by (?:the )?provider )?as (?:[Ll]egacy|[Rr]etired|end[- ]of[- ]life)\b|\bpreview (?:features|access) (?:is |are )?not enabled for (?:this|your) account\b|\bdoes not support insert\b|\bAPI (?:was|has been) removed\b[^\n]{0,60}\bmigrate\b|\bsupported (?:API )?model names are\b[^\n]{0,80}\bbut you passed\b|\bmodels? (?:are|is) no longer supported\b|\bNo [\w.-]+ models are accessible\b|\b[Mm]odel '[^'\n]{1,80}' is not allowed\b|\bendpoint is not (?:yet )?(?:in )?(?:a )?(?:deployed|live)\b|\bdoes not support the Responses API\b|\bmodel\b[^\n]{0,80}\bdoes not support the ['"`]?\/v\d\/[\w/.-]{1,40}['"`]? (?:API|endpoint)\b|\bUnable to access (?:the (?:required |requested |selected )?(?:AI )?)?model\b|\bis not supported on this API\. Please use the [\w ]{1,30} API instead\b|\b(?:blocked|denied|refused)\b[^.\n]{0,40}\bdata policy\b|\bNo endpoints found matching your data policy\b|\bconfigured model \S+ is not valid\b/i,
    unless: new RegExp(
      `at capacity|overloaded|\\bcost map\\b|\\b(?:invalid|malformed) model (?:ID|name)\\b[^\\n]{0,20}\\b(?:use (?:the )?format|must (?:be in|match|follow) (?:the )?format|must not (?:be empty|contain))\\b|\\bmodel (?:template|class|schema|definition|adapter|handler|loader|factory)s? \\S{1,60} not found\\b|\\bmax_?completion_?tokens\\b|\\b(?:invalid|unsupported)_parameter\\b|\\b[a-z]+(?:_[a-z]+)+ is not supported\\b|${FALLBACK_NOTICE.source}`,
      'i',
    ),
    priority: 70,
    fixtures: [
      'gen-model-is-not-running',
      'gen-not-a-valid-value-for-model-option',
      'gen-model-access-not-allowed',
      'gen-private-or-gated-model',
      'gen-api-key-lacks-model-access',
      'gen-model-not-available-for-key',
      'gen-cannot-find-model-server',
      'gen-model-not-in-your-account',
      'gen-model-unavailable-for-plan',
      'gen-nvcf-function-masked-not-found',
      'gen-selected-model-not-available',
      'gen-endpoint-paused',
      'gen-no-loaded-model-found',
      'gen-model-not-cached',
      'gen-no-route-matches-model',
      'gen-publisher-model-not-supported',
      'gen-no-model-to-load',
      'gen-backend-no-chat-completion',
      'gen-model-not-being-served',
      'gen-named-model-not-ready',
      'gen-unknown-model-error-class',
      'gen-requests-not-allowed-chat-completions',
      'gen-deployment-not-running',
      'gen-selected-model-disabled',
      'gen-no-endpoints-available-model',
      'gen-model-disabled-by-admin',
      'gen-failed-to-resolve-model',
      'gen-model-cannot-be-accessed-through-api',
      'gen-model-only-responses-api',
      'gen-on-device-model-not-ready',
      'gen-grpc-access-to-model-denied',
      'gen-server-missing-models',
      'gen-on-device-assets-unavailable',
      'gen-invalid-model-not-allowed-for-use',
      'gen-api-not-supported-for-model',
      'gen-no-models-were-loaded',
      'gen-404-message-model-name',
      'gen-server-lacks-requested-model',
      'gen-model-not-enabled',
      'gen-model-decommissioned',
      'syn-openrouter-no-endpoints',
      'syn-copilot-model-not-available',
      'gen-model-retired-text',
      'corpus-cc-bedrock-403-no-model-access',
    ],
    summary: 'The model is unknown or not available to this account.',
  }),
  textRule({
    id: 'provider.region_unsupported',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern:
      /\bUnsupportedUserLocation\b|\bfrom an unsupported country, region,? or territory\b|\bnot available in (?:this|your) country\b|\bregion (?:is )?not allowed\b|\bservice is not available in the selected region\b|User location (?:is )?not supported|not allowed from unsupported countries|unsupported_country_region_territory|\bregion,? (?:or|and) territory (?:is )?not supported|(?:^|[^e] )not (?:currently )?available in your (?:country|region|location)|doesn'?t serve your region|\bnot allowed from your (?:country|region|location)\b|\bservice is not available in region:? [a-z]+-[a-z]+\d\b|\bisn['’]?t (?:currently )?available in your (?:country|region|location)\b|\bonly available (?:hosted |served )?in (?:[A-Z][\w-]+ ?){1,3}\b[^.\n]{0,40}\b(?:requires|needs) (?:an? )?(?:explicit )?opt[- ]?in\b|\bnot available from this (?:data ?center|region|location|country)\b|\bRegion ["'`]?[\w-]{2,30}["'`]? (?:not found|is not supported|not supported)\b|(?<!service is )\bnot available in (?:this|your) region\b|\brejected server location\b|\bcountry_blocked\b|\bconnecting from a restricted region\b|\bcannot be used from VPN\b/i,
    priority: 80,
    fixtures: [
      'gen-user-location-not-supported-short',
      'syn-gemini-location-unsupported',
      'gen-openai-country-region-territory',
    ],
    summary: 'The provider refuses the caller’s region.',
  }),
  textRule({
    id: 'provider.content_refused',
    tier: 'signature',
    code: 'content_refused',
    pattern:
      /\binappropriate content detected\b|\bstopReason\W{1,4}(?:guardrail_intervened|content_filtered)\b|\b(?:model |response )?output violates (?:the )?[\w ]{0,30}polic(?:y|ies)\b|\bERROR_TOXIC\b|\bDetected content likely to be unsafe\b|\bguardrailViolation\b|\bwould (?:cause|contain|produce|generate) (?:dangerous|harmful|unsafe|copyrighted|sexual(?:ly explicit)?|hateful|violent|prohibited) content\b|\b(?:[Rr]esponse|[Rr]equest|[Cc]ompletion|[Pp]rompt|[Oo]utput|[Cc]andidate|[Mm]essage|[Gg]eneration)s? (?:was |were |has been |is )?blocked due to\b(?! (?:an? )?(?:error|unusual|suspicious|MALFORMED|abuse|rate|too many|high|security|risk|fraud)\w*\b)|\bblocked\b[^\n]{0,40}: (?:SAFETY|RECITATION|PROHIBITED_CONTENT|BLOCKLIST|SPII)\b|\bpotential violation of (?:our|the) Usage (?:Guidelines|Polic(?:y|ies))\b|\bblocked (?:input|output|prompt)(?::| -) please (?:adjust|modify|rephrase)\b|\bfailed (?:the )?(?:[\w-]+ ){0,3}safety checks?\b|\brecitation (?:still |was )?(?:occurred|detected|triggered)\b|\bcontent filter (?:has )?(?:filtered|blocked|rejected) the (?:output|input|response|prompt|request|completion)\b|\b(?:input|output|prompt|response) has been (?:moderated|flagged)\b|\bprompt (?:appears to have|has) violated (?:our|the) Terms of (?:Service|Use)\b|\bblocked \((?:SAFETY|RECITATION|PROHIBITED_CONTENT|BLOCKLIST|SPII|OTHER)\)|\b(?:due to|because of) (?:a )?policy check failure\b|\bpolicy check failed\b|\bdid not pass (?:the )?(?:content )?(?:safety|moderation|security) (?:check|filter)\b|\bsensitive content (?:has been |was )?detected\b|\bsafety thresholds? (?:exceeded|reached|triggered|tripped)\b|\bguardrailViolation\b|\b(?:AI )?moderator thinks (?:this|your) prompt\b|\bagainst our community (?:standards|guidelines)\b|\bbanned_prompt(?:_detected)?\b|\b[Ss]afety guardrails (?:were|was|have been) triggered\b|\bsafety classifier refused\b|\b(?:response|output|completion) got (?:filtered|blocked)\b|(?:\b|(?<=finish|block))reason\W{1,3}(?:RECITATION|PROHIBITED_CONTENT|BLOCKLIST|SPII|MODEL_ARMOR|IMAGE_SAFETY|IMAGE_PROHIBITED_CONTENT)\b|\bcontent filter blocked\b|\bUnable to show generated images\b|\bimages were filtered out\b|\bResponse stopped due to (?:[\w-]+ ){0,2}(?:prohibited|forbidden|sensitive|safety|recitation|blocklist|policy|harmful|unsafe)\b|\brefused (?:this|the) request\b[^.\n]{0,80}\b(?:safety|polic(?:y|ies)|classifiers?|Terms of Service|violat\w*)|\b(?:jailbreak|hate|self_harm|sexual|violence|profanity|protected_material_\w+)\W{1,4}\{[^{}]{0,60}?\bfiltered\\?"?\s*:\s*true\b|\bsafety (?:filter|system|settings?) blocked\b|\bblocked due to unauthorized citations\b|\b(?:OpenAI|Anthropic|Model) Refusal: |\bPROHIBITED_CONTENT\b|\b[Ss]afety refusal\b|\bdeclined to respond to this request\b|\bterminated early due to NSFW\b|\bviolates? [\w' ]{0,40}usage guidelines\b|\bcontent was filtered by\b|\bprompt was identified as an attack\b|\bblocked by [\w ]{0,20}safety[\w ]{0,20}polic(?:y|ies)\b|\bcontains?\s?inappropr?iate content\b|\b(?:safeguards|safety (?:measures|systems?|filters?))\b[^.\n]{0,40}?\bflagged (?:this|your) (?:message|request|prompt|content)\b|\bthe model declined to (?:answer|respond to|complete) (?:this|your|the) request\b|\bthe model declined to (?:continue|proceed with) (?:this|the|your) (?:conversation|request|task)\b|\b(?:rejected|blocked|refused) (?:due to|because of) (?:inappropr?iate|unsafe|harmful|prohibited) content\b|\b(?:code|reason)\W{0,3}SAFETY\b|\bflagged by (?:the |a )?(?:sensitivity|content|safety|moderation) filter\b|\bended due to (?:safety|recitation) settings\b|\b(?:input|output) new_sensitive\b|\bContent blocked by guardrail\b|\bdeclined for safety reasons\b|\bmodel declined to respond\b|\bRequest blocked: prompt injection\b|\b(?:Input|Output)(?:Text|Image)RiskDetection\b|\bviolates ContentSecurityDetection\b|\bimages? (?:was|were) blocked\b|\bcontains a blocked word\b|\brefused to answer the request\b|\bblocked due to safety concerns\b|\bunangemessene[rn]? Inhalte?\b[^\n]{0,40}\bblockiert\b|\bfiltered by the Responsible AI Service\b|\bviolates (?:our )?safety guidelines\b|\bdue to content moderation filter\b|\bfiltered due to (?:a )?policy violation\b|\bblocked due to HarmCategory\w*\b|\bcontent policy violation\b|\bGUARDRAIL_INTERVENED\b|\bModel Armor blocked\b|\bissue with repetitive patterns in your prompt\b|\bIMAGE_SAFETY\b|\bRequest Moderated\b|\bcontent filters? (?:was |were )?triggered\b|\bContentFilterError\b|\bModel refused to produce output\b|\bModelRefusalError\b|\bContent generation stopped\. Reason: (?:RECITATION|SAFETY|BLOCKLIST|PROHIBITED_CONTENT|SPII)\b|\bfiltered out because they violated\b|\bcontent filter violation\b|\bContentFiltered\b|\bThe response was filtered due to the prompt triggering\b|\bblocked by (?:the |an )?(?:input|output) guardrail\b|\braiMediaFilteredCount: [1-9]|\b(?:Potential )?NSFW content (?:was |has been )?detected\b|\bcontains? filtered words\b|\b(?:advanced|content|prompt|image|input|output) moderation failed\b|\braiMediaFilteredReasons\W{1,4}\[\s*\W?\w|\braiMediaFilteredCount\W{1,3}[1-9]|\bcontains sensitive words?\b|\b(?:did not|didn't|failed to) pass (?:the )?(?:moral|content|safety|moderation|compliance) (?:check|audit|inspection)\b|\b(?:the |your )?(?:prompt|input) (?:is|was) (?:considered |deemed |flagged as )?sensitive\b|\bsensitive_words_detected\b|\bstopped due to prohibited content\b|\bfinish[_ ]?reason\W{1,5}(?:SAFETY|PROHIBITED_CONTENT|BLOCKLIST|SPII|RECITATION)\b|\bconsidered high\s+risk\b|content management policy|\bcontent_filter\b|content filtering policy|ContentPolicyViolation|\bDataInspectionFailed\b|\brejected as a result of our safety system\b|\bnot allowed by our safety system\b|\bmay contain inappropr?iate content\b|ResponsibleAIPolicyViolation|content_policy_violation|flagged by (?:our|the) (?:safety|moderation)|violat(?:es|ing) (?:our )?usage polic|violates? (?:our|the) Usage Policy|appears to violate|flagged for moderation|\bour safety system\b|\bthat violates our (?:content |usage )?policy\b|\bcontent filter(?:ing)? polic(?:y|ies)\b|\b(?:input|prompt|request|message) (?:was|were|has been) flagged\b|\brequires moderation\b|blocked (?:due to|because of|for|for reason:?) (?:SAFETY|RECITATION|PROHIBITED_CONTENT|BLOCKLIST|SPII|OTHER)\b|\bblockReason\b|\bBlockedReason(?:[A-Z]\w+|\.[A-Z_]+)|\bblock_reason=<BlockedReason\.|Blocked by safety settings|\bFinishReason(?:Safety|Recitation|ProhibitedContent|Blocklist|Spii)\b|\b(?:finish|stop)_?reason["']?\s*[:=]\s*["']?(?:SAFETY|PROHIBITED_CONTENT|refusal|content_filter)\b|\b(?:blocked|filtered|refused|rejected) (?:by|due to|because of) (?:the |our |a |its )?(?:content|safety|moderation|responsible AI|duplication|public code) (?:filters?|polic(?:y|ies)|system|settings|detection)\b|\bmatched public code\b[^.\n]{0,30}\bblocked\b|\b(?:response|prompt|output|completion|input) (?:was|has been|were) (?:blocked|filtered|flagged)\b[^\n]{0,100}\b(?:may contain|content|polic(?:y|ies)|safety|moderation|harmful)|\b(?:stopped|blocked|cut off|truncated|filtered|finished|ended)\b[^.\n]{0,40}\bdue to (?:the |a )?(?:content|safety) (?:filter|filtering|policy|system)\b|\bviolat\w* (?:our |the |its )?(?:\w+'?s? )?(?:content|acceptable use|safety) polic|\bcontent (?:exists|has|carries|contains) (?:an? )?(?:\w+ )?risks?\b|\bflagged for (?:possible |potential )?(?:\w+ ){0,2}(?:risks?|violations?|misuse|abuse)\b|\bThis content can['’]?t be shown\b|\b(?:blocked|filtered|refused|rejected|flagged) by (?:the |our |its )?(?:[\w'’]+ )?(?:safety|moderation|content|ethics) (?:checks?|filters?|systems?|classifiers?)\b|\bblock_?reason\W{0,3}(?:SAFETY|PROHIBITED_CONTENT|BLOCKLIST|SPII)\b|\bviolates? (?:our |the |its )?usage guidelines\b|\bSAFETY_CHECK_TYPE_[A-Z]+\b|\b(?:Content|Prompt) filtered due to safety violations\b|\bfiltered by the output filter\b|\bblocked by [\w']+ safety guardrails\b|\b(?:safety|content) policy blocked the (?:response|request)\b|\bContent policy violation\b|\bRefusal from (?:the )?\w+ API\b|\bPrompt is unsafe\b|\bstructured refusal\b|\bnamed? '?refusal'?[^\n]{0,20}\$\.stop_reason\b|\bstop_reason\W{1,4}refusal\b|\bblocked as it (?:seems|appears) to violate\b|"contentFilter"\s*:\s*\[|\btriggered a safety guardrail\b|\bmodel declined (?:this|the|your) request\b|\bhas blocked the (?:translation|request|response|prompt|generation)\b|\bmodel declined to answer\b|\bfiltered by Google.s Responsible AI practices\b|\bcontains harmful content\b|\bblocked due to (?:the )?(?:model )?provider's content polic(?:y|ies)\b|\bblocked by (?:our |the )?content filters?\b|\brefused (?:due to|by) [^.\n]{0,30}\bsafety system\b|\bunsafe (?:prompt|content|input) detected\b|\bblocked due to recitation\b|\bBlocked PII\b|\bContent filter '?\w+'? triggered\b|\bContent (?:blocked|filtered)\b|\bcontent filtration\b|\bstop reason: content_filtered\b|\bdue to a content filter being triggered\b|\bas a result of the content filter\b|\bresponse is blocked, as it may violate\b|\bImage generation was stopped\b[^\n]{0,60}\b(?:copyright|trademark)|\bModel refused to fulfill request: [^\n]{0,40}\b(?:safety|polic)/i,
    // A request naming a content filter policy that does not exist is the request's own setting;
    // Apple's guardrail error whose description says the model's assets are missing is the model.
    unless:
      /\binvalid content filter(?:ing)? polic(?:y|ies)\b|\bno underlying assets\b|\bcontent filtering system timed out\b|\b(?:Input should be|must be one of|is not one of|expected one of)\b[^\n]{0,160}\bcontent_filter\b/i,
    priority: 90,
    fixtures: [
      'gen-inappropriate-content-detected',
      'gen-converse-stop-reason-content-filtered',
      'gen-output-violates-usage-policy',
      'gen-cohere-error-toxic',
      'gen-on-device-guardrail',
      'gen-would-contain-harmful-content',
      'gen-response-blocked-due-to-reason',
      'gen-blocked-colon-safety',
      'gen-blocked-output-usage-policy',
      'gen-finished-due-to-content-filter',
      'gen-recitation-detected',
      'gen-failed-safety-checks',
      'gen-content-filter-filtered-input',
      'gen-prompt-violated-terms',
      'gen-input-has-been-moderated',
      'gen-response-blocked-paren-reason',
      'gen-policy-check-failure',
      'gen-model-declined-to-continue',
      'gen-security-system-blocked-sensitive',
      'gen-prompt-failed-safety-check',
      'gen-safety-threshold-exceeded',
      'gen-on-device-guardrail-violation',
      'gen-moderator-community-standards',
      'gen-proto-block-reason-safety',
      'gen-content-cant-be-shown',
      'gen-blocked-by-safety-checks',
      'gen-content-risk',
      'gen-input-flagged-moderation',
      'gen-prompt-flagged-moderation-layer',
      'gen-flagged-for-risk',
      'syn-azure-content-filter',
      'gen-gemini-prompt-block-reason',
      'gen-flagged-for-moderation',
      'corpus-cc-output-blocked-content-filter',
      'gen-content-filter-triggered',
      'gen-content-filter-was-triggered',
      'gen-unsafe-input-detected',
    ],
    summary: 'A content policy refused the request or its output.',
  }),
  textRule({
    id: 'local.tool_permission_denied',
    tier: 'signature',
    code: 'local_permission_error',
    pattern:
      /Permission to use \w+ (?:has been|was) denied|tool use was rejected|user (?:denied|rejected) (?:the |this )?(?:tool|permission)|doesn'?t want to proceed with this tool use|requested permissions? to [^\n]{1,200}?but you haven'?t granted it/i,
    priority: 80,
    fixtures: ['syn-claude-tool-permission-denied', 'gen-claude-permission-not-granted'],
    summary: 'A tool approval was refused.',
  }),
  textRule({
    id: 'claude.oauth_refresh_contention',
    tier: 'signature',
    code: 'provider_unavailable',
    confidence: 'medium',
    pattern: /Failed to refresh OAuth token: another .{0,40}process is refreshing it/i,
    priority: 95,
    fixtures: ['wording-oauth-refresh-contention'],
    summary: 'Another local Claude process holds the token refresh: retry shortly.',
  }),
  textRule({
    id: 'provider.temporarily_unavailable',
    tier: 'signature',
    code: 'provider_unavailable',
    confidence: 'medium',
    pattern:
      /\bProvider['’]?s service is (?:currently |temporarily )?unavailable\b|\b(?:OpenAI|Anthropic|Claude|Gemini|Mistral|Groq|DeepSeek|Cohere|OpenRouter) is (?:currently )?experiencing (?:issues|problems|an outage|degraded performance)\b|\b(?:provider|service|API) is (?:having|experiencing) an outage\b|\b(?:OpenAI|Anthropic|Gemini|Claude|Mistral|DeepSeek|Groq) API is (?:currently |temporarily )?not available\b|\bLast error: Error code: 5\d\d\b|\bbackend is (?:currently |temporarily )(?:not available|unavailable)\b|\bBad gateway - the service failed\b|\bGateway timed out - perhaps try again\b|\bThe service failed to (?:handle|process) your request\b|\bstatus: 50[0-4] detail:|\bError \(Code: 50[0-4]\)|'code': '50[0-4]'|\bAPI error - 50[0-4]\b|\bstatus_code: 50[0-4], model_name:|\b\w*Exception\(50[0-4]\):|内部错误[；;，,]\s*请稍后重试|请求超时[；;，,]\s*请稍后重试|\bstatus code '50[0-4] [A-Z]|\b504 Deadline expired\b|\bmodel temporarily unavailable\b|\b(?:model|service|server|upstream|provider|API)\b.{0,60}?\bis temporarily unavailable\b|temporarily unavailable\W{0,3}(?:please )?try again|\b(?:offline|closed|paused) for (?:scheduled )?maintenance\b|\b(?:is|in|into) maintenance mode\b|\b(?:currently |temporarily )?(?:under|down for) (?:scheduled )?maintenance\b|\b(?:service|server|upstream|provider|API|backend)s? (?:is |are )?(?:currently |temporarily )+unavailable\b|\bencountered an unexpected error during processing\. Try your request again\b|\bUnable to reach the origin service\b|\bThe web server reported a (?:bad gateway|gateway time-?out) error\b|\ban unexpected error has occurred internal to [\w ]{1,30}.s systems\b|\bno (?:healthy |active |AI |GPU |inference )?(?:workers|replicas|backends|vendors) (?:are )?available\b|\b(?:Amazon Bedrock|Vertex AI|Azure OpenAI) is (?:currently |temporarily )unavailable\b|\b(?:upstream|inference|model) (?:backend|endpoint|server|service)s? (?:is |are )?(?:currently |temporarily )?(?:unavailable|unreachable|down)\b|\bupstream request failed\W{1,3}(?:the )?(?:\w+ ){0,2}(?:is |are )?(?:currently |temporarily )?(?:unavailable|unreachable)\b|\bupstream (?:idle |read |connect(?:ion)? |response )?time-?out (?:exceeded|reached|expired)\b|错误的网关|网关错误/i,
    // The agent's guess at a cause yields to an auth status the same text states.
    unless: /\b(?:returned|status(?: code)?:?|HTTP|Error:?)\s*40[13]\b/i,
    priority: 60,
    fixtures: [
      'gen-named-provider-experiencing-issues',
      'gen-providers-service-unavailable',
      'gen-no-active-vendors',
      'gen-no-gpu-workers-available',
      'gen-provider-having-outage',
      'gen-upstream-temporarily-unavailable',
      'wording-model-temporarily-unavailable',
    ],
    summary: '"<model> is temporarily unavailable": the provider will serve it again soon.',
  }),
  textRule({
    id: 'library.answer_unusable',
    tier: 'signature',
    code: 'not_provider_error',
    confidence: 'medium',
    pattern:
      /\bmodel tried to call an? (?:unknown|unavailable) tool\b|\bInvalid response format from (?:the )?(?:LLM|model|AI)\b|\b(?:llm|model|ai)_provider_not_returned_json\b|\bmodel'?s? (?:response|output|answer) did(?:n't| not) match\b[^.\n]{0,60}\bexpected format\b|\bFailed to parse (?:the )?(?:generate API |model'?s? |LLM |AI )?translat(?:ed|ions?)\b|\bFailed to parse (?:the )?JSON (?:response|output) from (?:the )?(?:inference|model|LLM|AI)\b|\bNo object generated: the tool was not called\b|\bInvalid json output: |\bNo [\w<>/-]{2,30} (?:tag|block)s? found in (?:the )?(?:model'?s? )?(?:response|output|completion|answer)\b|\breceived malformed JSON arguments\b|\bJSON pars(?:e|ing) (?:still )?failed after \d+ (?:attempts|retries|tries)\b|\bNoObjectGeneratedError\b|\bInvalid response from the model, trying again\b|\bdoes not adhere to the format our framework expects\b|\bCould not parse generated data\b|\bfailed due to bad JSON output\b|\bInvalid JSON (?:from|in) (?:the )?(?:model|LLM|judge|grader)\b|\bModelBehaviorError\b|\bCould not parse (?:evaluator|judge|grader) output\b|\bCould not find content between \[\w+\] and \[\/\w+\]|\bLLM did not respond with (?:valid )?JSON\b|\bError parsing response: Expected (?:a |an )?(?:single )?(?:code block|JSON)\b|\bNo object generated: (?:response did not match schema|could not parse the response)\b|\bFailed to parse stream string\b|\bModel output doesn'?t fit (?:the )?required format\b|\bReceived tool input did not match expected schema\b|\boutput parser failed to parse the output\b|\bFailed to parse output\. Returning None\b|Unexpected token '[^'\n]{1,3}', \\?"(?:Sure|Here|Certainly|Okay|Of course|I'm|I am|I can|As an|```)[^\n]{0,24}?"\.\.\. is not valid JSON|\bunexpected token at '```|\bAn output parsing error occurred\b|\bCould not parse (?:LLM|tool) (?:output|input)\b|\b(?:failed to parse (?:the )?|(?:error|failed|failure) (?:while )?parsing (?:the )?)(?:LM|LLM|AI|model(?:'s)?) (?:response|output|answer)\b|\bLast error: \d+ validation errors? for\b|\b(?:could not|couldn.t|unable to|failed to|cannot|error (?:in )?) ?(?:parse|parsing|decode|extract(?:ing)?)\b[^.\n]{0,40}\b(?:structured output|tool[ _]calls?|function[ _]calls?)\b|\b(?:parse|parsing|decode)\b[^.\n]{0,30}\b(?:response|output|answer|reply|prediction)s? (?:from|of) (?:the )?(?:model|LLM|AI)\b/i,
    // Below the refusal and provider phrases an answer may carry: only a library's own reading failed.
    priority: 45,
    fixtures: [
      'gen-model-called-unavailable-tool',
      'gen-invalid-response-format-from-model',
      'gen-llm-not-returned-json',
      'gen-model-output-not-expected-format',
      'gen-parse-json-from-inference-client',
      'gen-failed-to-parse-llm-response-as',
      'gen-invalid-json-output-prose',
      'gen-tool-arguments-malformed-json',
      'gen-expected-tag-not-in-response',
      'gen-json-parsing-failed-after-retries',
      'gen-error-parsing-llm-output',
      'gen-agent-tool-call-extract-failed',
      'gen-library-failed-to-parse-lm-response',
      'gen-library-validation-retries-exhausted',
    ],
    summary:
      "A structured-output library could not use the model's answer (its parse or its validation retries gave up): the provider answered.",
  }),
  textRule({
    id: 'local.file_not_found',
    tier: 'signature',
    code: 'not_provider_error',
    confidence: 'medium',
    pattern:
      /\bENOENT: no such file or directory, (?:open|stat|lstat|scandir|access|mkdir|unlink|rename|readlink|chdir)\b|\b(?:current )?working directory (?:is )?no longer (?:accessible|exists|available)\b|(?:\b(?:message|submission|output|input|data|task|prompt|rules|subtitle|transcript) file (?:was )?not found\b|\bFile '[^'\n]{1,120}' not found\b|\bPath does not exist\b|\bThe (?:file or directory|requested file) (?:does not exist|was not found)\b|文件不存在|\bMissing output file\b)/i,
    priority: 50,
    fixtures: ['gen-work-file-missing', 'wording-local-enoent-file'],
    summary: 'A local file the task needs is missing, or the working directory went away under it.',
  }),
  textRule({
    id: 'store.vector_store_own',
    tier: 'signature',
    code: 'not_provider_error',
    // A vector store's own error class or its dimension checks: the retrieval store, not the model
    // provider, whatever status or limit words it carries. (Weaviate's classes also carry its
    // vectorizer modules' calls to a provider, so they decide nothing.)
    pattern:
      /\b(?:Chroma|Qdrant|Pinecone|Milvus)\w*(?:Error|Exception)\b|\b(?:expecting|expected) (?:an )?embedding (?:with )?dimension of \d+|\bdifferent vector dimensions\b|\bcannot have more than \d+ dimensions for (?:hnsw|ivfflat) index\b/,
    priority: 80,
    fixtures: ['gen-vector-store-own-error'],
    summary: "A vector store's own error (its exception class, an embedding dimension it does not hold).",
  }),
  textRule({
    id: 'aws.side_service_operation',
    tier: 'signature',
    code: 'not_provider_error',
    pattern: AWS_SIDE_OPERATION,
    // An AWS error names the operation it was raised by: a store's, a queue's, a log's or a
    // crawler's operation is a service beside the model, whatever its exception says.
    priority: 110,
    confidence: 'medium',
    fixtures: ['gen-aws-side-service-throttled'],
    summary:
      'An AWS error raised by a service beside the model (DynamoDB, S3, SSM, Secrets Manager, Glue, logs, traces, queues): not the provider call.',
  }),
  textRule({
    id: 'task.foreign_service',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\b(?:SUPERMEMORY|PINECONE|ASSEMBLYAI)_API_KEY\b|\bbrowser-use cloud\b|\bTo use cloud browsers\b|\b[Ss]andbox (?:creation|template|stream|session|name)\b[^\n]{0,40}\b(?:rate limit|interrupted|invalid|failed|exceeded|error)\b|\b(?:Invalid|Unknown) [Ss]andbox (?:name|id|template)\b|\bIs the [Ss]andbox (?:started|running)\b|\bimsg rpc\b|\[imessage\]|\bapp\.mem0\.ai\b|\b(?:Playwright|Puppeteer|Cheerio|Http|Jsdom)Crawler\b|\bDomain [\w.-]+\.[a-z]{2,} blocked (?:until|due to)\b|\b(?:Failed to post to|Rate limited on) (?:crawl|scrape|search|screenshot)\b|\bCommand failed: gh \w+|\bMermaid\.INK\b|\[ODBC Driver Manager\]|\b(?:is )?not connected to (?:GitHub|GitLab|Bitbucket|Slack|Linear|Jira|Notion|Google Drive)\b|\b(?:all )?web searche?s? failed\b|\b(?:failed|unable) to connect to the embedding (?:service|server)\b|(?:[Ee]rror|[Ff]ailed|[Ff]ailure|[Ee]xception) in [\w-]{2,30} STT\b|\b[\w-]{2,30} STT(?: ?[Ss]ervice)?(?:#\d+)? (?:error|failed|exception|[Ee]rror|[Ff]ailed|[Ee]xception)|@notionhq\/client\b[^\n]{0,40}\b(?:request fail|error)|\b(?:lark|feishu|Lark|Feishu) (?:http |api |open ?api )?client\b[^\n]{0,60}\b(?:http [45]\d\d|error)\b|\b(?:[Nn]o (?:available )?|[Ee]rror with (?:the )?|(?:get|fetch|load|list)(?:ing)? (?:the )?)data ?sources?\b|\bdata ?source (?:list|configuration|schema|connection)\b|\/api\/datasources\b|\barXiv (?:request|API|query)\b|\bChildFlowError\b|\bthe connector being called\b|\bflow's operation is hitting\b|\bConnection was closed by the remote host\. Error code: \d{4}\b|\b(?:Daytona|E2B[ _-]?[Ss]andbox|CodeSandbox|Browserbase|Hyperbrowser|Browserless)\b[^\n]{0,60}\b(?:[Qq]uota exceeded|[Ee]rror|[Ff]ailed|limit exceeded)\b|\bcontainer port not found\b|\b[Ff]ailed to find container\b|\bsandbox (?:process )?(?:exited|crashed)\b|\bfailed to start and cannot serve traffic\b|\bChainTimeoutError\b|\b(?:estimate|estimating) gas\b|\b(?:wrong transaction nonce|nonce too low|replacement transaction underpriced|gas required exceeds allowance)\b|\binsufficient funds for (?:gas|intrinsic transaction cost)\b|\bexecution reverted\b|\bwaiting for (?:the )?transaction to (?:go through|be mined|confirm)\b|\b(?:[Cc]onnect(?:ing|ion)?(?: to)?|[Hh]ost)\b[^\n]{0,20}?\b[\w-]+(?:\.[\w-]+)*\.(?:feishu\.cn|larksuite\.com|dingtalk\.com|slack\.com|discord(?:app)?\.com|telegram\.org|zulipchat\.com)\b|\b(?:[Uu]nauthori[sz]ed access|[Aa]ccess denied|[Ff]orbidden access) to (?:GitHub|GitLab|Bitbucket|Gitea|Azure DevOps)\b|\bPermission '(?!(?:aiplatform|cloudaicompanion|generativelanguage|ml)\.)[a-z]+\.\w+\.\w+' denied\b|\bNeo\.(?:ClientError|TransientError|DatabaseError)\.[A-Z]\w+|\bRequest (?:GET|POST|PUT|PATCH|DELETE) \/(?:repos|users|orgs|search|rate_limit|installation)\/|\bandroid\.os\.RemoteException\b|\bpymongo\.errors\.\w+|\bpg_hba\.conf\b|\bexport\.arxiv\.org\b|\bapi\.semanticscholar\.org\b|\b(?:Postgres(?:QL)?|MySQL|MariaDB|SQLite|MongoDB|Redis|Memcached|Elasticsearch|OpenSearch|Meilisearch|Typesense|Algolia|Solr|Qdrant|Weaviate|Milvus|ChromaDB|Pinecone|pgvector|LanceDB|Neo4j|FalkorDB|Astra ?DB|(?:GitLab|gitlab)(?! Duo)|Bitbucket|Kafka|RabbitMQ|Celery|DynamoDB|Firestore|Cosmos ?DB|Supabase|Netlify|CORE API|DOAJ|Shopify|HubSpot|Zendesk|Salesforce|WooCommerce|Freshdesk|Intercom|Stripe|Twilio|SendGrid|Slack|Discord|Telegram|DingTalk|Feishu|WeCom|Mattermost|Zulip|Rocket\.Chat|Jira|Notion|Confluence|Dropbox|Sentry|Datadog|Tavily|SerpAPI|Serper|Firecrawl|Playwright|Puppeteer|Selenium|Docker|Kubernetes|kubectl|Semantic Scholar|arXiv|Crossref|OpenAlex|PubMed|Gmail|Outlook|Google Calendar|Microsoft Graph|WhatsApp|Logfire|Laminar|YouTube|Pexels|Pixabay|Unsplash|JobSpy|Indeed|ZipRecruiter|Glassdoor|Jooble|Google Sheets|Google Drive|Airtable|yfinance|Alpha Vantage|Binance|ccxt|Finnhub|Polygon\.io|Tushare|AKShare|Hyperliquid|FMP|EIA|Financial ?Datasets|Tiingo|IEX ?Cloud|Twelve ?Data|Nasdaq Data Link|Quandl)(?:API)?(?:Client|Error|Exception)?\b[^\n]{0,60}\b(?:(?:status(?:[ _]code)?|HTTP)\s{0,2}:?\s{0,2}[45]\d\d\b|[Ee]rror|[Ff]ailed|[Ff]ailure|[Rr]efused|[Tt]imed? ?out|[Uu]navailable|not (?:found|available|running|reachable|configured)|[Dd]enied|[Uu]nauthori[sz]ed|[Ff]orbidden|[Ee]xception|[Tt]oo [Mm]any [Rr]equests|[Qq]uota exceeded|is throttling|API [45]\d\d|[Rr]ate limit exceeded|[Rr]ejected)\b|\b(?:[Pp]oppler|[Tt]esseract|ffprobe|GraphicsMagick|ImageMagick|pdftoppm|pdfinfo|[Gg]hostscript|LibreOffice|libreoffice|[Pp]andoc)\b[^\n]{0,40}\b(?:is not installed|not installed|installed and in (?:your )?\$?PATH)\b|\b(?:PDFInfo|Tesseract|Poppler)NotInstalledError\b|\b(?:Meili[Ss]earch|Typesense|Algolia|Solr)\w*(?:Error|Exception)\b|\.search\.windows\.net\b|\bFeatureNotSupportedInService\b|\bsemantic configuration\b|\bSupabase\b[^\n]{0,80}\b(?:not found|[Uu]nauthorized|failed|[Ff]orbidden)\b|\(supabase_handlers\)|\b(?:Cosmos ?DB|MySQL|Postgres(?:QL)?|MongoDB|[Ss]torage service|[Bb]lob [Ss]torage)\b[^\n]{0,20}\b(?:is not working|not available|unavailable)\b|\bFailed to connect to (?:MySQL|Postgres(?:QL)?|MongoDB|Redis|Cosmos ?DB|the database)\b|\bkernel is not alive\b|\bContainer is not running\b|\bLandlock\b[^\n]{0,60}\b(?:not able|failed|unable)\b|\bsandbox error:|\bVector ?DB [Ee]rror\b|\b[Vv]ectordb error\b|\btelegram\.error\.\w+|\bFlood control exceeded\b|\bgmail\.googleapis\.com\b|\bgmail_handler\b|\bgoogle_calendar Error\b|\bGraphError\b|\bFailed to fetch search results\b|\bspeech\.platform\.bing\.com\b|\bterminated by other getUpdates request\b|\bM_(?:LIMIT_EXCEEDED|UNKNOWN_TOKEN|MISSING_TOKEN|FORBIDDEN)\b|\bMatrix(?:HttpClient|Error)\b|\bsearx\.(?:engines|search|network)\b|\bdiscord\.(?:errors|app_commands\.errors)\.\w+|\bUnknown interaction\b|\bImproper token has been passed\b|\bslack_sdk\.errors\.\w+|\baiogram\.exceptions\.\w+|\btenant_access_token\b|\btranslate\.google(?:apis)?\.com\b|\bapi(?:-free)?\.deepl\.com\b|\bDeepLX\b|\bfanyi\.baidu\.com\b|\bopenapi\.youdao\.com\b|\bapi\.cognitive\.microsofttranslator\.com\b|\b(?:[Mm]ilvus|[Ee]lasticsearch|[Oo]pen[Ss]earch|[Mm]ongo(?:DB)?|[Nn]eo4j|[Qq]drant|[Ww]eaviate|[Cc]hroma(?:DB)?|pgvector|[Rr]edis) (?:insert|connect|connection|query|search|upsert|index) (?:error|failed)\b|\bMongo\w*Error\b|\bUrllib3HttpNode\b|\bneo4j\.(?:pool|exceptions)\b|\bUnable to retrieve routing information\b|\bfailed to obtain a connection from the pool\b|\b(?:Exa|Serper|SerpAPI|Tavily|Brave|Firecrawl|Bing|You\.com|Perplexity Search) API (?:search |request )?error\b|\bweb[_ ]search failed\b|\b(?:parsing|parse|reading|read) (?:the )?(?:[Ss]ear[Xx][Nn][Gg]|Searx|Tavily|Serper|SerpAPI|Brave|Exa|DuckDuckGo|Bing) (?:search )?(?:response|results)\b|\bRETRIEVER_(?:[A-Z]+_)*(?:ENDPOINT|URL|API_KEY|KEY)\b[^\n]{0,40}\bnot set\b|\bRESEND_API_KEY\b[^\n]{0,20}\bnot set\b|https?:\/\/[^\s"']{1,100}\/sandbox(?:es)?\b|\b[Rr]e[Rr]ank(?:er)? (?:error|failed)\b|\b(?:UTC|GMT) \[\d+\] (?:ERROR|FATAL|STATEMENT):|\bConnection terminated due to connection timeout\b|\bAccess denied for user '[^'\n]{0,64}'@'|\bno such index \[|\bindex_not_found_exception\b|\bindex '[^'\n]{1,128}' (?:for service '[^'\n]{1,128}' )?was not found\b|\bsearch failed \([45]\d\d\)|\b[Rr]edis (?:init|access|connection|connect) failed\b|\b(?:Exa|Serper|SerpAPI|Tavily|Brave|Firecrawl|Bing|You\.com) API error\b|\berror from (?:[Ss]erper|[Ss]erp[Aa][Pp][Ii]|[Tt]avily|[Ee]xa|[Bb]rave|[Bb]ing|[Ff]irecrawl)\b|\b(?:Exa|Serper|SerpAPI|Tavily|Brave|Firecrawl) (?:monthly |daily )?(?:free tier|quota|credits?|plan) (?:exhausted|exceeded|used up)\b|\b[rs]\.jina\.ai\b|\b(?:Pinecone|Qdrant|Weaviate|Chroma|Milvus)(?:Error|Exception)\b|\b(?:sheets|drive|texttospeech|speech|youtube)\.googleapis\.com\b|\/youtube\/v3\/|\btwitter-api-v2\b|\bphraseapp\b|\bapi\.(?:twitter|x)\.com\b|\bprawcore\.exceptions\.\w+|\bTikTokTTSException\b|\bIndeedException\b|\bstatus code:? 999\b|\bFailed during initial scan\b|\bError starting indexing\b|\bapi\.airtable\.com\b|\bCloud Text-to-Speech API\b|\bYFRateLimitError\b|\byfinance\.exceptions\.\w+|\bccxt\.base\.errors\.\w+|\balphavantage\.co\b|\bfinancialdatasets\.ai\b|\b[Rr]equest weight\b|\b(?:[A-Z]+_)*(?:GITHUB|GH|GITLAB|GOOGLE_MAPS|GOOGLE_PLACES|GOOGLE_CSE|MAPBOX|OPENWEATHER(?:MAP)?|PINECONE|WEAVIATE|QDRANT|MILVUS|TAVILY|SERPAPI|SERPER|SEARXNG|BING|BRAVE|EXA|FIRECRAWL|YDC|CROSSREF|OPENALEX|SLACK|DISCORD|TELEGRAM|NOTION|JIRA|CONFLUENCE|SUPABASE|LANGFUSE|LANGSMITH|LANGCHAIN|SENTRY|DATADOG|ELEVENLABS|DEEPGRAM|ASSEMBLYAI|TWILIO|VOYAGE|UNSTRUCTURED|BROWSERBASE|STEEL|HYPERBROWSER|BROWSERLESS|DAYTONA|E2B|STRIPE|PAYPAL)_(?:[A-Z]+_)*(?:TOKEN|API_KEY|KEY|SECRET|URL|MAILTO)\b[^\n]{0,40}\b(?:(?:is )?not set|(?:is )?missing|(?:is )?required|not found|not configured|not provided)\b|\b(?:Canny|Cal\.com|SendGrid|Resend|Calendly|LinkedIn|Slack|Discord|Telegram|Notion|Jira|HubSpot|Salesforce|Zendesk|Intercom|Stripe|Twilio|Bing|Serper|SerpAPI|Tavily|Brave|Exa|Firecrawl|Pinecone|Qdrant|Weaviate|Crossref|You\.com) (?:API key|token)\b[^\n]{0,40}\b(?:invalid|not configured|not set|missing|required|not provided)\b|\b(?:Invalid|No) (?:Semantic Scholar|Canny|Cal\.com|SendGrid|Resend|Calendly|LinkedIn|Slack|Discord|Telegram|Notion|Jira|HubSpot|Salesforce|Zendesk|Intercom|Stripe|Twilio|Bing|Serper|SerpAPI|Tavily|Brave|Exa|Firecrawl|Pinecone|Qdrant|Weaviate|Crossref|You\.com|BING|SERPER|SERPAPI|TAVILY|BRAVE|EXA|FIRECRAWL) API key\b|\b(?:Canny|Cal\.com|SendGrid|Resend|Calendly|LinkedIn|Slack|Discord|Telegram|Notion|Jira|HubSpot|Salesforce|Zendesk|Intercom|Stripe|Twilio|GitHub|Github|GitLab|Gitlab|Google Drive|Bing|Serper|SerpAPI|Tavily|Brave|Exa|Firecrawl|Pinecone|Qdrant|Weaviate|Crossref|You\.com) (?:API )?rate limit(?:ed\b| (?:reached|exceeded|hit)\b)|\bSearch failed: missing required environment variables\b|\bguardrail\b[^\n]{0,40}\bfailed to evaluate\b|\bBrowse service\b|\bFailed to create embeddings\b|\bembedder service\b|\bQdrant vector database\b|\bTelegram sendMessage failed\b|\bSearch client is not initialized\b|\bFailed to download update script\b|\bFailed to connect to agent "[^"\n]{1,80}" at\b|\bWorkflow initiated by non-human actor\b|\bis not permitted to run this action\b|\bFailed to check permissions\b|\bgithub\.com\/user-attachments\/|\bSandbox (?:authentication|auth) failed\b|\bRequest to \w*(?:Search|Crawl)\w* timed out\b|\bto the Neo4j database\b|\bSandbox image '[^'\n]{1,100}' is missing\b|\bMissing sandbox command\b|\bfailed to determine command for sandbox\b|\bCould not reach GitHub\b|\bWeaviate did not start up\b|\bqdrant_client\.\w+|\bQDRANT_(?:URL|API_KEY)\b|\bchromadb\.errors\.\w+|\bCan't reach database server\b|\bError (?:performing|in) search\b|\bSearch timed out after\b|\bSerper (?:search|API) (?:failed|error)\b|\berror occurred when calling tool search\b|\bFailed to search\b|\bSERP_API_KEY\b|\btavily\.errors\.\w+|\be2b\.exceptions\.\w+|\bconcurrent (?:\w+ )?sandboxes\b|\bThe sandbox was not found\b|\bFailed to (?:create|initialize|initiate|start) (?:the )?sandbox\b|\bNo sandbox found\b|\bSandbox resource limit reached\b|\bdaytona[\w.]*\.errors\.\w+|\bDaytonaError\b|\bmodal\.exception\.Sandbox\w*|\bvector database provider\b|\bFailed to connect to (?:the )?vector (?:database|store|db)\b|\bGmail (?:API|token)\b|\[gmail\/\w+\]|\bMailboxConcurrency\b|\bgraph\.microsoft\.com\/v1\.0\/(?:me|users)\/[^\s]{0,80}(?:messages|mailFolders|events|calendar)|\bVespa\b[^\n]{0,60}\b(?:refused|failed|unreachable|timed? ?out|not (?:ready|available))|\bCannot connect to host [a-z0-9-]*_[\w-]*:\d+|\bHTTPConnectionPool\(host='[a-z0-9-]*_[\w-]*'|\bQueuePool limit of size \d+\b|\bexceeded a secondary rate limit\b|\btemporarily blocked from content creation\b|\bGrammyError\b|\bCall to '\w+' failed!|\bDiscordAPIError\b|\bSlackApiError\b|\b(?:Tavily|Brave(?: Search)?|SerpApi|SearXNG|Serper|Exa|Bing Search|Google Search|E2B)\b[^\n]{0,40}\b(?:API[ _]?key|key|token)\b|\b(?:TAVILY|BRAVE|SERPER|SERPAPI|EXA|E2B|FRED|ALPHA_?VANTAGE|FINNHUB|POLYGON|TIINGO|NEWSAPI|NEWS_API)_API_KEY\b|\bpybit\b[^\n]{0,20}\bERROR\b|\bError fetching (?:positions|orders|quotes?|prices?|bars|trades|account)\b|\bError fetching data for [A-Z]{1,5}(?:\.[A-Z]{1,2})?:|\bhttps?:\/\/(?:html\.|lite\.)?duckduckgo\.com\b|\bGitHub API rate limit exceeded\b|\busing the \w+ search tool\b|API rate limit exceeded for user ID \d+|\bIf you reach out to GitHub Support\b|\bfor url: https?:\/\/[^\s]+\/search\?q=|\bSearch API error\b|\btavilySearch\b|\bpymysql\.err\.\w+\b|\b(?:psycopg2?|sqlalchemy)\.(?:errors?|exc)\.\w+\b|\bYou have an error in your SQL syntax\b|\bgoogle\.com\/(?:sorry|search)\b|\b(?:google|bing|baidu|duckduckgo|web) search error\b|\bFailed to start (?:docker|compose|container) services\b|\bapi\.tavily\.com\b|\bcustomsearch\.googleapis\.com\b|\bgoogle\.serper\.dev\b|\bserpapi\.com\b|\bapi\.exa\.ai\b|\bapi\.search\.brave\.com\b|\bsite-packages\/(?:tavily|duckduckgo_search|serpapi|exa_py)\/|\bThe command '[^'\n]{1,600}' returned a non-zero code\b|\bError building image\b|\b(?:fetch|list|load|get)(?:ing)?[ _](?:the )?available[ _]tools\b|\b(?:DuckDuckGo|Tavily|SerpAPI|Serper|BraveSearch|Exa|Firecrawl|SearXNG|Searx)\w*(?:Exception|Error)\b|\bexpected dim(?:ension)?s?:? \d+,? (?:got|not) \d+\b|\bexpected \d+ dimensions, not \d+\b|\bdimensions for type vector cannot exceed\b|\bgh: HTTP \d{3}\b|API rate limit exceeded for \d{1,3}(?:\.\d{1,3}){3}|Authenticated requests get a higher rate limit|\bdocs\.github\.com\/rest\b|\bOAuth App access restrictions\b|\bdeveloper\.github\.com\/v3\b|\bGitHub API \d{3}\b|\bGitHub is rate[- ]limiting\b|\bapi\.github\.com\/(?!copilot)|\b(?:registry\.npmjs\.org|registry\.yarnpkg\.com|pypi\.org|files\.pythonhosted\.org|registry-1\.docker\.io|hub\.docker\.com|crates\.io)\b|\b(?:FAIL|PASS) \S+\.(?:test|spec)\.[cm]?[jt]sx?\b|\b(?:[Cc]ouldn'?t|[Cc]ould not|[Uu]nable to|[Ff]ailed to) (?:connect|reach|initiali[sz]e|init|open|start) (?:to )?(?:the )?(?:embedded )?(?:Weaviate|Qdrant|Milvus|Chroma(?:DB)?|Pinecone|Elasticsearch|OpenSearch|Neo4j|Kuzu|Redis|MongoDB|Postgres(?:QL)?|MySQL|pgvector|LanceDB|FalkorDB|Memgraph)\b|\bMissing required (?:pgvector|Postgres(?:QL)?|Neo4j|Qdrant|Weaviate|Milvus|Redis|vector (?:db|store|database)) credentials\b|\bfirecrawl\.dev\b|\bKuzu\b[^\n]{0,60}\b(?:[Ee]rror|[Ff]ailed|[Ee]xception|lock)\b|\bms-playwright\b|\bPlaywright (?:browser|Chromium)\b[^\n]{0,40}\b(?:failed|not found|missing|doesn'?t exist)\b|\b(?:WebDAV|WebDav|Webdav|webdav|backupToWebdav|restoreFromWebdav|listWebdavFiles)\b[^\n]{0,60}(?:\b[45]\d\d\b|[Ee]rror|[Ff]ailed|FILE_ENDED|ECONNRESET|[Ff]orbidden|[Uu]nauthorized)|<Code>SignatureDoesNotMatch<\/Code>|\b(?:Connection to|connect to|reach) (?:the )?(?:redis|Redis|postgres|Postgres|mysql|MySQL|mongodb|MongoDB|ClickHouse|clickhouse)\b[^\n]{0,20}\b(?:lost|failed|refused|closed|timed? ?out)\b|\bClickHouse\b[^\n]{0,60}\b(?:[Ee]rror|[Ff]ailed|malformed|refused)\b|\b(?:Error|error|Failed|failed) (?:executing|running|in) (?:the )?(?:Neo4j|Cypher|Redis|Postgres|MongoDB|ClickHouse|Elasticsearch|Qdrant|Milvus|Weaviate) (?:query|command|request)\b|\b(?:save|write|upsert|insert|add)\w* (?:to|into) (?:the )?vector (?:store|db|database|index)\b|\b(?:Cannot|Could not|Unable to) connect to (?:Streamlit|Gradio|Reflex)\b|\b(?:Streamlit|Gradio|Reflex) (?:server )?(?:is not responding|still running)\b|\b(?:ElevenLabs|ElevenLabsRealtimeSTTService|Cartesia|Deepgram|AssemblyAI|Azure Speech|Edge TTS|edge-tts|edge_tts|GPT-SoVITS|CosyVoice|Fish Audio|PlayHT|azure_tts_v1|azure_tts_v2)\b[^\n]{0,80}(?:\b[45]\d\d\b|[Ee]rror|[Ff]ailed|[Cc]losed|[Tt]imed? ?out|[Tt]imeout|throttled|[Dd]enied|[Uu]nauthori[sz]ed|[Ff]orbidden)|\b(?:speech synthesis|speech recognition|text-to-speech|speech-to-text|[Ss]peech [Ss]ynthesis|[Vv]oice synthesis|语音合成)\b[^\n]{0,40}(?:[Ee]rror|[Ff]ailed|[Ff]ailure|失败)|\bApp token exchange failed\b|\bFailed to setup GitHub token\b|\bgh: [A-Z][\w ]{2,40} \(HTTP \d{3}\)|\bguardrails-(?:cli|api|hub)\b|\bhub\.guardrailsai\.com\b|\bguardrails configure\b|\bmaxRetriesPerRequest\b|\b(?:Mongo|MongoDB|Keyv\w*|Postgres\w*|MySQL)\w* connection (?:error|timed out|refused|failed)\b|\b[Cc]annot (?:receive from|send to) [Rr]edis\b|\b(?:[Ee]rror uploading vectors|[Ff]ailed to vectori[sz]e)\b|\bSandboxError: \d{3}\b|\be2b\.dev\/docs\b|\bDaytona (?:bootstrap|sandbox|runner) \w+|\/sandboxes\/[\w-]+\/toolbox\/|\bdocker\.errors\.\w+|\bThe (?:self-)?hosted runner\b[^\n]{0,80}\blost communication with the server\b|\bThe job was not started because\b|\bdatabase is locked\b|\bSQLiteError\b|\bSQLITE_BUSY\b|\bCodeIndexManager\b|\b[Cc]ode(?:base)? index(?:ing|er)?\b[^\n]{0,40}\b(?:not (?:properly )?configured|failed|error)\b|\b(?:NOT NULL|UNIQUE|FOREIGN KEY|CHECK) constraint failed\b|\bapi\.mem0\.ai\b|\bapi\.getzep\.com\b|\[youtube\]|\byt-dlp\b|\byoutube-dl\b|\b(?:pinecone(?:\.core\.client)?|chromadb|qdrant_client(?:\.http)?|weaviate|pymilvus|elasticsearch|opensearchpy)\.(?:exceptions|errors)\.\w+|\b(?:InvalidDimensionException|(?:[Ee]mbedding )?dimension \d+ does not match (?:the )?(?:collection|index) dimension(?:ality)?)\b|\bcom\.linecorp\.bot\.\w+|\bETELEGRAM\b|\bFailed to (?:resolve|fetch) (?:the )?(?:remote )?(?:AgentCard|agent card)\b|\bHttpError: API rate limit exceeded\b|\btriggered an abuse detection mechanism\b|\bapi\.daily\.co\b|\b(?:does not|doesn't) have (?:push|write) access\b|\b(?:[Tt]elegram|[Ss]lack|[Dd]iscord|WhatsApp|[Ff]eishu|DingTalk) (?:error|connect(?:ion)? (?:timed out|failed|error|refused))\b|\bpsycopg2?\.(?:errors\.)?\w+|\bsqlite3\.\w*Error\b|\bSQLITE_[A-Z]+\b|\bredis\.exceptions\.\w+|\bno such (?:table|column)\b|\brelation \x22[^\x22\n]+\x22 (?:does not exist|already exists)\b|\bduplicate key value violates\b|\bdatabase is locked\b|\b(?:[Uu]nable|[Ff]ailed|[Cc]ould not|[Cc]annot) (?:to )?connect to (?:the )?db\b|\b(?:(?:Astra|astra) ?DB|Typesense|(?:Weaviate|weaviate)|Qdrant|Pinecone|Milvus|Chroma(?:DB)?|(?:Neo4|neo4)(?:j|J)|Upstash(?: Vector)?|pgvector|Elasticsearch|OpenSearch|LanceDB|FalkorDB|Vespa|Azure (?:AI|Cognitive) Search|Snowflake|(?:Postgres|postgres)(?:QL)?|MySQL|BigQuery|DuckDB|Redis|MongoDB)\b[^\n]{0,40}\b(?:is required|(?:is )?not set|not configured|is missing|is mandatory|must be (?:set|provided|specified)|required but|credentials|env var|token credential)|\b(?:is mandatory for|Missing required|Please set your|(?:(?:Missing|missing)|(?:Provide|provide)|(?:Specify|specify)|(?:Set|set)|(?:Add|add))\b[^\n]{0,40}\b(?:to connect to|for)) (?:(?:Astra|astra) ?DB|Typesense|(?:Weaviate|weaviate)|Qdrant|Pinecone|Milvus|Chroma(?:DB)?|(?:Neo4|neo4)(?:j|J)|Upstash(?: Vector)?|pgvector|Elasticsearch|OpenSearch|LanceDB|FalkorDB|Vespa|Azure (?:AI|Cognitive) Search|Snowflake|(?:Postgres|postgres)(?:QL)?|MySQL|BigQuery|DuckDB|Redis|MongoDB)\b|\b(?:ASTRADB|TYPESENSE|WEAVIATE|QDRANT|PINECONE|MILVUS|CHROMA|NEO4J|UPSTASH_VECTOR|ELASTIC(?:SEARCH)?|OPENSEARCH|LANCEDB|AZURE_(?:AI_)?SEARCH|SNOWFLAKE|POSTGRES|PG|MYSQL|REDIS|MONGO(?:DB)?|SUPABASE)_[A-Z_]+\b[^\n]{0,40}\b(?:not set|required|missing|must|provide)|\b(?:(?:Must|must) specify|(?:Provide|provide)|(?:Set|set)) (?:the |a |an )?(?:ASTRADB|TYPESENSE|WEAVIATE|QDRANT|PINECONE|MILVUS|CHROMA|NEO4J|UPSTASH_VECTOR|ELASTIC(?:SEARCH)?|OPENSEARCH|LANCEDB|AZURE_(?:AI_)?SEARCH|SNOWFLAKE|POSTGRES|PG|MYSQL|REDIS|MONGO(?:DB)?|SUPABASE)_[A-Z_]+\b|\bMissing (?:neo4j|qdrant|milvus|redis|postgres)_\w+|\b(?:chroma|qdrant|milvus|weaviate|neo4j|redis|pgvector)\.url is required\b|\bPlease connect to a database first\b|\b(?:snowflake-connector-python|pyodbc|psycopg2?|pymysql|(?:Mysql|mysql)[ -]connector|asyncpg|pymongo|chromadb|ChromaDB|qdrant-client|pinecone-client|weaviate-client|duckdb|oracledb|cx_Oracle|clickhouse-connect|JDBC driver)\b[^\n]{0,40}\b(?:is required|not found|not installed|package is required|Please install)\b|\bFailed to load driver class\b|\bpip install ['"]?\w+\[(?:snowflake|mysql|postgres|mssql|bigquery|oracle|chromadb|qdrant|pinecone|weaviate|milvus)\]|\bINVALID_CONNECTION_INFO\b|--connection-info must\b|\bConnection failed, please check the connection information\b|\bCouldn't run sql\b|\bSQL (?:query is deemed unsafe|execution failed|compilation error: invalid identifier)\b|\bNO_RELEVANT_SQL\b|\bInvalid column name\b|\bProgrammingError\b|\bcanceling statement due to statement timeout\b|\bin the schema cache\b|\bPGRST2\d\d\b|\bForeign key associated with column\b|\b(?:Database|database) deadlock\b|\bDatabaseNotCreatedError\b|\b(?:Query|query) execution failed\b|\b(?:Database|database) (?:error|not available)\b|\bOperationalError\b|\bno such (?:table|column|index)\b|\bDoesNotExistException\b|\bDATABASE_TIMEOUT\b/,
    // Above the auth, rate-limit and errno phrases such output quotes.
    priority: 110,
    confidence: 'medium',
    fixtures: [
      'gen-vector-db-key-missing',
      'gen-cloud-browser-key',
      'gen-imessage-bridge-failed',
      'gen-sandbox-not-started',
      'gen-sandbox-creation-rate-limit',
      'gen-gh-command-failed',
      'gen-crawler-429',
      'gen-diagram-render-service',
      'gen-odbc-driver-manager',
      'gen-not-connected-to-forge',
      'gen-broker-fetch-failed',
      'gen-data-vendor-key-unset',
      'gen-embedding-service-unreachable',
      'gen-web-searches-failed',
      'gen-notion-client-request-fail',
      'gen-speech-to-text-service-failed',
      'gen-datasource-list-401',
      'gen-maps-key-unset',
      'gen-flow-child-throttled',
      'gen-speech-sdk-closed-by-remote',
      'gen-browser-service-key-env-unset',
      'gen-deployed-engine-failed-to-start',
      'gen-sandbox-service-quota-exceeded',
      'gen-market-data-api-exception',
      'gen-chain-transaction-timeout',
      'gen-chat-platform-host-connect-failed',
      'gen-chat-platform-stream-502',
      'gen-app-sql-no-such-table',
      'gen-github-rate-limiting-update',
      'gen-github-api-rate-limit',
      'gen-test-runner-fail-line',
      'gen-named-service-lexicon-failed',
      'gen-db-no-such-table',
      'gen-db-psycopg-closed',
      'gen-db-redis-exception',
    ],
    summary:
      "A service the task calls (GitHub API, package registries, a web search API, a blockchain node and its transactions, the agent's own tool server, the app's own data store and its SQL), a container image build or a test runner failed, not the provider.",
  }),
  textRule({
    id: 'request.not_supported_by_candidate',
    tier: 'text',
    code: 'conversation_rejected',
    confidence: 'low',
    pattern: NOT_SUPPORTED_BY_CANDIDATE,
    unless: NOT_SUPPORTED_BUT_THE_REQUEST,
    // Above the request's own words: "not supported" that names the provider, model, API mode,
    // server or gateway lacking it is a candidate's limit (the labelling guide's "not supported"
    // note); bare, or the program's own mode, method, runtime or hosting, it stays the request's.
    priority: 3,
    fixtures: [
      'gen-not-supported-for-api-mode',
      'gen-not-supported-for-line-models',
      'gen-not-supported-for-model-family',
      'gen-not-supported-for-model-id',
      'gen-not-supported-for-chat-completions',
      'gen-not-supported-by-quoted-model',
      'gen-compat-layer-not-supported',
      'gen-feature-not-supported-for-platform-models',
      'gen-feature-not-implemented-for-provider-models',
      'gen-feature-not-supported-in-api-mode',
      'gen-feature-not-supported-by-named-provider',
    ],
    summary:
      'Something the request holds is not supported by a named provider, model, API mode, server or gateway: another candidate may take the same request.',
  }),
  textRule({
    id: 'request.unsupported_words',
    tier: 'text',
    code: 'task_error',
    confidence: 'low',
    pattern:
      /\bis only supported in (?:the )?Gemini [\w ]{1,40}? mode, not in\b|\bcannot be (?:empty|blank|negative|zero|greater|less|larger|smaller|longer|shorter|combined|specified together)\b|\bshould be (?:one of|between|greater|less|at least|at most|positive|non-empty)\b|\b(?:is|are) not (?:currently |yet )?supported\b|\bat least one message is required\b|\bmodel\b[^\n]{0,80}?\b(?:does|do) not support (?:the )?[\w -]{1,40}?\b(?:parameter|option|configuration|argument|setting)s?\b|\bmust be (?!set\b|provided\b|specified\b|given\b|configured\b|supplied\b|passed\b|defined\b|installed\b|enabled\b|logged\b|signed\b|authenticated\b|run\b|started\b|of type\b|an? (?:instance|string|str|dict|list|array|object|integer|number)\b|integers?\b|str\b|strings?\b)|[A-Za-z_]{2,40}\s?(?:参数非法|参数无效)|\b(?<!\b404\b[^\n]{0,80})Unrecognized request argument supplied\b|\b(?:should|must|can) ?not be (?:set|used|specified|provided|combined)\b(?![^.\n]{0,40}\b(?:root|sudo|admin(?:istrator)?) (?:user|privileges|rights)\b)[^.\n]{0,80}\b(?:when|with|together|alongside)\b|\bmust not come (?:after|before)\b|\bonly supports? (?:the )?stream(?:ing)? (?:calls?|mode|requests?)\b|\bRequired parameter\(\w+\) missing or invalid\b|\bhas an empty \w+ parameter\b|\bdocument has no pages\b|\bNo such File object\b|\b\d+ request validation errors?\b|\b(?:Input|Field|Parameter) required: specify\b|\bonly [^.\n]{1,60}? (?:is|are) (?:currently )?supported\b|\b(?:currently )?(?:available|supported) only (?:for|with|in|on) (?:the )?[\w.-]+|\b(?:does not|doesn't) support (?:feature|being set)\b|\b(?:is|are) unsupported\b|\bMissing '[\w.]+' field\b|\bmust supply [\w]+ arg\b|\bNo messages provided\b|\brequires (?:a )?prompt to be set\b|\bParam Incorrect\b|'?\w+'? is only (?:allowed|permitted|valid) when '?\w+'? (?:are|is) (?:specified|provided|set|given|enabled)\b|\bUnexpected value\(s\)[^\n]{0,300}\bfor the [`\x27"]?[\w-]+[`\x27"]? header\b|\bis less than the minimum of -?\d+\b|\bis greater than the maximum of -?\d+\b|\bmay only be set to [\w.-]{1,20} when\b|\bStreaming is (?:strongly recommended|required) for operations that may take longer than\b|\b(?:[Cc]ache point|cache_control)\b[^.\n]{0,60}\b(?:cannot|can.t|must not) be\b|\bUnsupportedParamsError\b|\bmust contain at least one\b|\b(?:[Ii]nvalid|[Mm]alformed) model (?:ID|id|name)\b[^\n]{0,20}\b(?:[Uu]se (?:the )?format|must (?:be in|match|follow) (?:the )?format|must not (?:be empty|contain))\b|\bcan only be (?:used|set|specified|enabled) when [`'\x22]?[\w.-]+[`'\x22]? (?:is|are) (?:True|true|set|enabled|provided|specified)\b|\bToo (?:small|big): expected (?:array|string|number|set|file|bigint|int) to (?:have|be) [<>]=?|\b(?:system|messages|tools|tool_choice|model|max_tokens|temperature|top_p|stop)(?:\.\d+)?(?:\.\w+){0,3}: Input should be (?:(?:a valid|an?) \w+|'[^'\n]{1,40}'(?: or '[^'\n]{1,40}')?)|\bis required\b[^.\n]{0,60}\bbut was not provided\b|\bis a required (?:field|parameter|property)\b|\bEither\b[^.\n]{1,80}\bmust be (?:provided|specified|set)\b|\bAI_(?:InvalidPrompt|ToolCallNotFoundForApproval|InvalidArgument)Error\b|\binvalid type for "?[\w.]+"? \(expected \w+, got \w+\)|\b(?:input|prompt|messages?|text)(?: strings?)? must not be empty\b|\b[`'"]?\w{3,40}[`'"]? is deprecated for this model\b|\b(?:field |parameter |param )?[`'"]?(?:messages|contents|prompt|input|tools|instructions)[`'"]? (?:is|are) (?:required|invalid)\b|\b(?:does not|doesn't) support (?:the )?["'`]\w+["'`] (?:argument|parameter|option)\b/i,
    // The last reading of all: a model, a region, a plan or a content type not supported is read by
    // the rules that name them; what is left is a feature, parameter or input the request asked for.
    // "cannot be" and "should be" only with a bound or a shape ("cannot be empty", "should be between");
    // not "cannot be null", a program's own check that can hide a provider's empty answer.
    // "must be" leaves out what a setting must be (set, provided, configured…) and a program's own
    // type errors ("must be of type", "must be integers"), which can hide a provider's answer.
    priority: 2,
    fixtures: [
      'gen-invalid-model-name-shape',
      'gen-must-contain-at-least-one',
      'gen-invalid-model-id-format',
      'gen-zod-too-big-request',
      'gen-request-field-only-when-set',
      'gen-not-supported-on-cloud-hosting',
      'gen-not-supported-on-compute-backend',
      'gen-not-supported-in-own-runtime',
      'gen-not-supported-program-mode',
      'gen-5xx-names-unsupported-operation',
      'gen-api-error-type-names-unsupported-feature',
      'gen-request-value-must-be',
      'gen-request-value-cannot-be',
    ],
    summary:
      'Something the request asked for is not supported, or a value it gave must be otherwise (a feature, a parameter, an input), in words no other rule reads: the request, not the provider.',
  }),
  textRule({
    id: 'task.output_validation_failed',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\bInvalid JSON response (?:format )?from (?:the )?(?:LLM|model)\b|\bNo \w+ tag found in (?:XML )?response\b|\bMissing required XML tags in response\b|\bno \w+ function call found in response\b|\b(?:[Mm]odel|LLM) (?:produced|generated|returned) (?:an? )?output that does not match\b|\breturned invalid output: expected\b|\bInvalid (?:function|tool) call syntax\b|\b(?:generated|model) output does not (?:adhere|conform) to (?:the )?schema\b|\bModel did not pro(?:duce|cude) (?:a )?final (?:response|output)\b|\b(?:LLM|model) (?:output(?:ted)?|returned|produced) (?:an )?invalid JSON\b|\bExceeded maximum (?:output )?retries \(\d+\)|\bStructuredOutputError\b|\b(?:[Ss]tring|[Tt]ext) was returned by (?:the )?(?:model|LLM) but (?:is )?not (?:expected|an allowed output type)\b|\breceived no tool calls from (?:the )?model\b|\bNoSuchToolError\b|\bModel tried to call unavailable tool\b|\bCo-worker mentioned not found\b|\bAction .{1,120} don.t exist, these are the only available Actions\b/,
    priority: 60,
    fixtures: [
      'gen-no-tag-found-in-response',
      'gen-llm-returned-invalid-output-expected',
      'gen-invalid-tool-call-syntax',
      'gen-generated-output-not-schema',
      'gen-output-validation-retries-exceeded',
    ],
    summary:
      "A library's check of the model's answer failed (a structured output that did not validate within its retries, a tool call it expected and did not get): the task's, not the provider's.",
  }),
  textRule({
    id: 'agent.own_exception',
    tier: 'text',
    code: 'not_provider_error',
    confidence: 'low',
    pattern:
      /\bCannot send a request, as the client has been closed\b|\bdoes not provide an export named\b|\bArgument list too long\b|\bMemory overflow has occurred\b|\bcan only concatenate (?:str|list|tuple) \(not \x22\w+\x22\)|\bnot enough values to unpack \(expected \d+|\bobject of type '\w+' has no len\(\)|\bstring indices must be integers\b|\bunsupported operand type\(s\) for\b|\b(?:data|argument|arg \d+) must be (?:str|int|a string|bytes), not \w+\b|\b(?:ValueError|AssertionError|FileNotFoundError|NotImplementedError|UserError|ValidationError)\b:|\bNondeterminism error\b|\bWorkflow execution failure\b|\bno applicable method for '|\bonly 0's may be mixed with negative subscripts\b|\bsubscript out of bounds\b|\bcould not find function \x22|\bargument \x22\w+\x22 is missing, with no default\b|\bnon-numeric argument to binary operator\b|\$ operator is invalid for atomic vectors\b|\bResult must be length \d+, not \d+\b|\bobject properties are invalid\b|\bMethodError: no method matching\b|\bUndefVarError:|\bBoundsError:|\bUndefined (?:function|variable) (?:or variable )?'|\bIndex exceeds (?:the number of array elements|matrix dimensions)\b|\bDot indexing is not supported\b|Missing\[\x22KeyAbsent\x22|\bUsageError: |\bpanic: runtime error:|\bObject reference not set to an instance of an object\b|\bundefined method [`'][^'\n]{1,60}' for nil\b|\bCall to a member function \w+\(\) on null\b|\bCannot read propert(?:y|ies) of (?:undefined|null) \(reading '|\b(?:Input|Output)GuardrailTripwireTriggered\b|'\w+' object (?:has no attribute '\w+'|is not (?:subscriptable|iterable|callable))|\b(?:TypeError|KeyError|AttributeError|NameError|IndexError|UnboundLocalError|ModuleNotFoundError|ImportError|SyntaxError|IndentationError|RecursionError|ZeroDivisionError|ReferenceError)\b:|\battempt to (?:index|call|concatenate|compare|perform arithmetic on) (?:a )?(?:nil|field|local|upvalue|global)\b|\bLisp error: \((?:void-variable|void-function|wrong-type-argument|wrong-number-of-arguments|cl-no-applicable-method|args-out-of-range)\b|\bjava\.lang\.(?:NullPointerException|ClassCastException|IllegalStateException|IndexOutOfBoundsException|NoClassDefFoundError|ClassNotFoundException|NoSuchMethodError|NoSuchFieldError|AbstractMethodError|IncompatibleClassChangeError|UnsatisfiedLinkError|ExceptionInInitializerError)\b|\bCannot access a disposed object\b|\bSystem\.(?:ArgumentOutOfRangeException|ArgumentNullException|NullReferenceException|InvalidCastException|IndexOutOfRangeException|KeyNotFoundException|FormatException)\b|\*\* \((?:CaseClauseError|MatchError|FunctionClauseError|BadMapError|UndefinedFunctionError|ArgumentError)\)|\bundefined method [\x60'][^'\n]{1,60}' for #<|\b\d+ validation errors? for [A-Z]\w+/,
    // Any word of a provider's failure keeps it open: a client that reads an error body as an
    // answer crashes the same way, and a frame inside a provider's SDK may be it choking on the
    // answer. A generic LLM or GPT inside a code path (`…tools.llm.generation…`, `gpt/client.py`)
    // is the program's own folder, not a provider named.
    unless:
      /\b[45]\d\d\b|rate[ _-]?limit|quota|api[ _-]?key|token|auth|forbidden|overload|capacity|time[ _-]?out|timed out|ECONN|connect|network|socket|credit|billing|balance|insufficient|\bmodel\b|context|content|safety|refus|denied|permission|unavailable|throttl|exceeded|limit|\bAPI Error\b|\bInternal Server Error\b|\battribute '(?:choices|message|error|data|candidates|output|text|generated_text|delta|usage|parts|content)'|\b(?:reading|property) '(?:choices|message|error|data|candidates|output|text|generated_text|delta|usage|response|result|body|parts|content)'|\bchoices\b|\b(?:OpenAI|Anthropic|Gemini|Claude|Ollama|Mistral|DeepSeek|Groq|OpenRouter)\b|(?<![\w.\/\\])(?:GPT|LLM)\b(?![.\/\\]\w)/i,
    priority: 1,
    fixtures: [
      'gen-http-client-closed',
      'gen-esm-missing-export',
      'gen-own-exception-llm-folder-path',
      'gen-elixir-function-clause',
      'gen-ruby-undefined-method-on-object',
      'gen-dotnet-argument-out-of-range',
      'gen-dotnet-disposed-object',
      'gen-jvm-no-class-def-found',
      'gen-own-type-error-message-alone',
      'gen-own-exception-typeerror',
      'gen-own-valueerror-setting',
    ],
    summary:
      "The tool's own exception with no word of a provider's failure beside it: the tool, not the provider.",
  }),
  textRule({
    id: 'client.call_mismatch',
    tier: 'text',
    code: 'not_provider_error',
    confidence: 'low',
    pattern:
      /\bTraceback \(most recent call last\)[\s\S]{0,3000}?\bTypeError: argument of type 'NoneType' is not iterable\b|\(\) missing \d+ required (?:positional|keyword-only) arguments?: '|\(\) got multiple values for (?:keyword )?argument '|\(\) takes (?:from )?\d+ (?:to \d+ )?positional arguments? but \d+ (?:were|was) given\b|'NoneType' object is not (?:callable|subscriptable|iterable)\b|\b[\w$]+(?:\.[\w$]+|\(\.\.\.\))+ is not a function\b|\bCannot read propert(?:ies of (?:undefined|null) \(reading '|y ')(?!(?:choices|messages?|data|content|text|candidates|output|usage|delta|parts|error|response|result|body|generated_text|\d+)')[^'\n]{1,40}'(?:\)| of (?:undefined|null))|\bundefined is not an object \(evaluating '|\bindex out of (?:range|bounds)\b/,
    // A call that does not fit its function (arguments missing or too many, a None or a property
    // called as a function) is the program's own code; a provider's failure beside it that another
    // rule reads outranks it, since a failed answer often surfaces as such a crash. Reported as the
    // API's error, the crash may be the client choking on the answer: left open.
    unless: /\bAPI Error\b/,
    priority: 2,
    fixtures: [
      'gen-traceback-nonetype-not-iterable',
      'gen-finish-reason-error-content',
      'gen-call-multiple-values-keyword',
      'gen-client-call-mismatch',
      'gen-client-call-too-many-args',
      'gen-client-property-not-function',
      'gen-client-index-out-of-range',
    ],
    summary:
      "A call that does not fit its function (the program's code or its library version): not the provider.",
  }),
  textRule({
    id: 'client.runtime_exception',
    tier: 'text',
    code: 'not_provider_error',
    confidence: 'low',
    pattern:
      /\b(?:java\.lang\.(?:NullPointerException|IllegalStateException|ClassCastException|(?:Array)?IndexOutOfBoundsException)|kotlin\.(?:UninitializedPropertyAccessException|KotlinNullPointerException)|com\.intellij\.diagnostic\.PluginException: Cannot create class)\b(?=[\s\S]{0,600}? at [\w$.<>]+\([\w$]+\.(?:java|kt):\d+\))|\bConnectionClosedOK: sent 1000\b/,
    // The program's own runtime exception, told by its stack: a JVM null pointer or illegal state
    // with a frame of its code after it, a websocket used after its normal close. Not an illegal
    // argument (a setting's value), not a provider's failure words or an answer's field that is null
    // (a client reading an error body crashes so). Its frames' line numbers (`Foo.java:404)`) are
    // no statuses, and the model, content and token words of its class names do not keep it open
    // as `agent.own_exception`'s words do.
    unless:
      /(?<!:)\b[45]\d\d\b(?!\))|rate[ _-]?limit|quota|api[ _-]?key|\bauth|forbidden|overload|capacity|time[ _-]?out|timed out|ECONN|credit|billing|balance|unavailable|throttl|\bAPI Error\b|Internal Server Error|\b(?:text|content|response|choices|message|candidates|output)\b[^\n]{0,20}\b(?:cannot|must not|may not) be null\b/i,
    priority: 1,
    fixtures: ['gen-jvm-null-pointer-with-frames', 'gen-websocket-used-after-normal-close'],
    summary:
      "The program's own runtime exception (a JVM null pointer or illegal state with its stack, a websocket used after its normal close): the program's bug, not the provider.",
  }),
  textRule({
    id: 'client.panicked',
    tier: 'text',
    code: 'not_provider_error',
    confidence: 'low',
    pattern:
      /\bStack backtrace:\s+0: [\w:<>]+|\b__rust_begin_short_backtrace\b|\bthread '[^'\n]{1,60}' panicked at\b|\bThe application panicked \(crashed\)/,
    // A Rust program's panic is its own crash. Below every provider reading, since a panic may
    // carry a provider's failure the program did not handle; an MCP server's panic is a side
    // channel, and a panic over a response it could not read may be the provider's answer.
    unless: /\bMCP\b|\bmcp[-_ ]server\b|\bresponse\b/i,
    priority: 2,
    fixtures: ['gen-rust-stack-backtrace', 'gen-client-panicked'],
    summary: "A program's panic (a Rust thread panicked): the program's own crash, not the provider.",
  }),
  textRule({
    id: 'hosted_agent.failed',
    tier: 'signature',
    code: 'not_provider_error',
    confidence: 'medium',
    pattern:
      /\bReasoning Engine (?:resource|instance)\b[^\n]{0,80}\bfailed to start\b|\bReasoning Engine Execution failed\b|\bAgent Engine Error:|\bRuntime initialization time exceeded\b/,
    // A cloud's agent runtime hosts the user's own code: its start or its handler failed.
    priority: 80,
    fixtures: ['gen-hosted-agent-failed-to-start'],
    summary:
      "The user's agent, hosted on a cloud's agent runtime, failed to start or crashed in its own code.",
  }),
  textRule({
    id: 'agent.sandbox_failed',
    tier: 'signature',
    code: 'not_provider_error',
    confidence: 'medium',
    pattern:
      /\b(?:[Ff]ailed to|[Cc]ould ?n[o']t|[Uu]nable to) (?:initiali[sz]e|start|create|connect to) (?:the |a )?(?:Jupyter |IPython |code )?kernel\b|\bkernel_gateway\b|\b(?:e2b\.exceptions|daytona(?:_sdk)?)\.\w+(?:Error|Exception)\b|(?<![\w./-])[Ss]andbox (?:start|creation|startup) failed\b|(?<![\w./-])[Ss]andbox(?:es|ed)?(?![\w./-])(?: (?:server|service|provider|runner|setup|helper|image|container|environment|dependencies|configuration|process|runtime))?(?: '[^'\n]{1,40}')?:? (?:entered (?:an? )?error state|(?:is |was )?(?:not running|unavailable|not available|not found|disabled|stopped|failed|timed? ?out|timeout)|(?:are |is )?not available on this system|is only supported on|failed to (?:start|launch|initiali[sz]e|set ?up|spawn))\b|\b(?:No|no) (?:active |running |available )?sandbox(?:es)?(?: (?:provider|configuration))? (?:found|available|configured|selected)\b|\b(?:[Cc]annot|[Cc]ould ?n[o']t|[Uu]nable to|[Ff]ailed to) (?:build|create|start|launch|update|set ?up|initiali[sz]e|connect to|reach|enter) (?:the |an? |your |active |cloud |Agent )?sandbox(?:es)?(?![\w./-])|\b\w*Sandbox\w*(?:Error|Exception)\b|\bwindows sandbox: (?:runner failed|\w+ failed)|\bsandbox-exec: |\b[Cc]loud sandbox(?:es)?\b[^\n]{0,60}\b(?:stopped|requires|required|rate limiting|ran out)\b|\bretry without (?:the )?sandbox\b|-sandbox-setup\.exe\b|\bbubblewrap is unavailable\b|\bsandboxing is (?:only supported|not supported|unavailable)\b|\bCreateProcessAsUserW failed\b|\bcommand failed inside (?:the )?sandbox\b|\bSandbox mode is enabled but not available\b|\bFailed to place sandbox\b|\bSandbox API (?:request failed|responded with)\b|\brequest to the Sandbox API timed out\b|\bWebcontainer not initiali[sz]ed\b|\bDevbox is not running\b|\btimed out while waiting for the codespace to start\b|\be2b auth login\b|(?:docker (?:daemon )?is not running|cannot connect to the docker daemon|(?:lxc |docker |dev)?container .{0,40}is not running|failed to start (?:the )?(?:dev ?container|sandbox|container)|no active sandbox|sandbox (?:is )?not (?:running|found|available)|failed to start sandbox|failed to map host uid|'docker', 'build'|docker build .{0,80}(?:failed|returned non-zero)|swerex-remote: not found)/i,
    // The agent's own execution sandbox (a container, seatbelt, bubblewrap, a cloud sandbox) failed:
    // the machine or the tool's service, never the model provider.
    unless: OWN_FAILURE_UNLESS,
    priority: 80,
    fixtures: [
      'gen-e2b-rate-limit-exception',
      'gen-code-kernel-failed-to-start',
      'gen-sandbox-not-running',
      'gen-agent-sandbox-failed-to-start',
      'gen-agent-no-sandbox-available',
    ],
    summary:
      "The agent's own execution sandbox failed or is missing: the machine's or the tool's, not the provider's.",
  }),
  textRule({
    id: 'agent.own_machinery_failed',
    tier: 'signature',
    code: 'not_provider_error',
    confidence: 'medium',
    pattern:
      /\b(?:PreToolUse|PostToolUse|Stop|SubagentStop|SessionStart|SessionEnd|UserPromptSubmit|PermissionRequest|PreCompact|Notification|BeforeTool|AfterTool|BeforeModel|AfterModel)(?::\w+)? hooks? (?:error|execution (?:failed|timed out)|failed|timed out)\b|\b[Hh]ook (?:JSON output )?(?:error|validation failed|execution (?:failed|timed out)|command (?:failed|not found)|script (?:failed|timed out)|timed out)\b|\bDenied by \w+ hook\b|^- hook id: [\w.-]+$|\b[Cc]heckpoints? (?:restore |save |creation )?(?:failed|timed out|are disabled|is disabled|require|file is invalid|data is missing)\b|\b(?:[Ff]ailed|[Uu]nable|[Tt]imed out when attempting) to (?:restore|create|save|copy|get|load) (?:the |a |old )?checkpoint\b|\b[Cc]annot copy (?:a non-existent )?checkpoint\b|\b(?:[Ff]ailed|[Uu]nable) to (?:create|remove|add|prune|set ?up) (?:the |a )?worktree\b|\bno (?:such )?worktree(?: found)?\b|\bchecked out in another worktree\b|\bworktree [^\n]{0,40}\b(?:timed out|failed)\b|\b[Cc]lipboard (?:[Tt]ext [Nn]ot [Ff]ound|operation (?:timed out|failed)|unavailable|is empty|access denied)\b|\b(?:[Ee]rror|[Ff]ailed) (?:with|to (?:read|write|access|copy to|paste from)) (?:the )?clipboard\b|\bNo (?:image or text )?content found in (?:the )?clipboard\b|\bNo clipboard utility found\b|\bServerNotInitialized\b/m,
    // The agent's own machinery (hooks it runs, checkpoints and worktrees it keeps, the clipboard
    // it reads) failed: the tool's or the machine's, never the provider's. A plugin's hook is a side
    // channel the agent loads (unclassified alone).
    unless: new RegExp(String.raw`\b[Pp]lugin hook\b|${PROVIDER_ERROR_WORDS}`),
    priority: 80,
    fixtures: ['gen-agent-hook-timed-out', 'gen-agent-checkpoint-restore-failed'],
    summary:
      "The agent's own hooks, checkpoints, worktrees or clipboard failed: the tool's, not the provider's.",
  }),
  textRule({
    id: 'request.template_failed',
    tier: 'signature',
    code: 'task_error',
    confidence: 'medium',
    pattern:
      /\b(?:[Cc]hat |[Pp]rompt |[Jj]inja2? |[Dd]ata |[Ee]xtension |[Mm]essage )?[Tt]emplate (?:variable )?(?:error|not found|variables?\(s\)|is missing|name is missing|not provided|is undefined|rendering failed|exceeds)\b|\b(?:[Ff]ailed|[Uu]nable|[Cc]ould ?n[o']t) (?:to )?(?:load|render|find|apply|parse|compile) (?:the |a |your )?(?:data |jinja2? |prompt |chat |extension |message )?template\b|\b[Ee]rror rendering (?:\w+ )?(?:with )?(?:jinja2? |data |prompt |chat )?template\b|\bInvalid (?:prompt |chat |message )?template\b|\bTemplate\w*(?:Syntax|Render|NotFound|Undefined)\w*(?:Error|Exception)\b|\bMissing\w*TemplateException\b|\bMissing template variable|\b(?:[Nn]o|[Mm]issing) chat template\b|\bdoes not (?:have|define) a chat template\b|\bdefault chat template is no longer allowed\b|\bchat_apply_template failed\b|\b[Pp]rompt template\b[^\n]{0,60}\b(?:error|invalid|missing|must be|not found|exceeds|issue)\b|\bEither a prompt template or\b|\b(?:template|system|context) (?:is )?not supported in raw mode\b|\braw mode does not support template\b/,
    // The prompt, chat or message template the tool renders is missing or broken: the request
    // cannot be built, whatever the provider.
    unless: new RegExp(String.raw`${PROVIDER_ERROR_WORDS}|\bInvalidTemplateDeployment\b`),
    priority: 70,
    fixtures: ['gen-request-template-variable-missing'],
    summary: 'A prompt, chat or message template is missing or broken: the request cannot be built.',
  }),
  textRule({
    id: 'agent.container_failed',
    tier: 'signature',
    code: 'not_provider_error',
    confidence: 'medium',
    pattern:
      /\bcontainer failed to start and listen on the port\b|\(HTTP code [1-5]\d\d\) [a-z][a-z ]{1,40} - |\bdependency failed to start: container \S+ is unhealthy\b|\b(?:[Ff]ailed|[Uu]nable|[Cc]ould ?n[o']t) (?:to )?(?:set up|setup|start|run|launch|communicate with|create|build|pull|attach to|exec in(?:to)?) (?:the |a |docker |its )?(?:[\w-]+ )?(?:container|docker image|runtime image)s?\b|\b[Cc]ontainer (?:process )?(?:terminated|exited unexpectedly|crashed)\b|\b(?:target |the )?container (?:is )?not (?:operational|running|started|reachable)\b|\bDocker(?: daemon| [Dd]esktop)? (?:is not|isn'?t) (?:running|installed|available|started)\b|\b(?:ensure|make sure|check(?: if)?) (?:that )?(?:the )?Docker(?: daemon| [Dd]esktop)? is (?:running|installed|started)\b|\b(?:connect to|reach|talk to) (?:the )?Docker daemon\b|\b[Ll]aunch docker client failed\b|\b(?:Docker )?[Ii]mage build failed\b|\bError response from daemon\b|\bIs the Docker image available\b|\bUnable to find image '[^'\n]{1,200}' locally\b|\bCommand '\['docker', '[\w-]+'[^\n]{0,400}returned non-zero exit status\b|\bSomething isn'?t right with Docker\b/,
    // A container or image the tool runs the work in (Docker, LXC, a runtime image) failed: the
    // machine's, not the provider's.
    unless: OWN_FAILURE_UNLESS,
    priority: 75,
    fixtures: [
      'gen-container-failed-listen-port',
      'gen-container-engine-api-400',
      'gen-compose-dependency-unhealthy',
      'gen-agent-container-failed-to-start',
    ],
    summary: 'A container or image the tool runs the work in failed: the machine, not the provider.',
  }),
  textRule({
    id: 'network.proxy_auth_required',
    tier: 'signature',
    code: 'not_provider_error',
    confidence: 'medium',
    // HTTP 407 is the caller's own proxy refusing its credentials: not the provider's auth, and no
    // wait mends it; a person fixes the proxy settings.
    pattern:
      /\bProxy[ -]Authenticat(?:ion|e) Required\b|\bProxy Authorization Required\b|\bHTTP\/\d(?:\.\d)? 407\b|\b407 (?:status code )?\(?Proxy\b|\bproxy\b[^\n]{0,60}\b(?:status(?: code)?:? |HTTP |returned |responded with |answered )407\b/i,
    priority: 85,
    fixtures: ['gen-proxy-407-credentials'],
    summary: "The caller's proxy refused its credentials (HTTP 407): the proxy settings, not the provider.",
  }),
  textRule({
    id: 'host_app.other_integration',
    tier: 'signature',
    code: 'not_provider_error',
    confidence: 'medium',
    // Home Assistant's log block names the integration that logged (`Logger: custom_components.knmi
    // Source: …`); one that names no model, assistant or conversation is a service beside it.
    pattern:
      /\bLogger: (?![\w.]*(?:openai|anthropic|claude|gemini|generative|ollama|llm|llama|gpt|mistral|groq|openrouter|conversation|deepseek|qwen|assist|agent|\bai_|_ai_|_ai\b|\.ai\b))(?:custom_components|homeassistant\.components|py\w+)\.[\w.]+ Source: /,
    priority: 110,
    fixtures: ['gen-home-assistant-other-integration'],
    summary:
      "A host app's log names the integration that failed, and it is not the model's: a service beside it.",
  }),
  textRule({
    id: 'client.sdk_version_mismatch',
    tier: 'signature',
    code: 'not_provider_error',
    confidence: 'medium',
    // The code calls a name its installed SDK does not have (`module 'openai' has no attribute
    // 'ChatCompletion'`): the client's install, whichever provider the module is named for.
    pattern:
      /\bmodule '[\w.]+' has no attribute '\w+'|\bcannot import name '\w+' from '[\w.]+'|\b\w+ is in [\w.-]+ but not in [\w.'’-]+ (?:exceptions?|errors?) (?:list|table|map)\b|\b[A-Z]\w{1,40} is not a constructor\b|(?:no longer supported in [\w-]+ ?>= ?\d|APIRemovedIn\w*|\(\) was removed (?:in [\w.]+ )?-- use|keyword arguments? (?:is|are) no longer supported|pip install openai==0\.28|openai migrate)/i,
    priority: 60,
    fixtures: ['gen-client-api-removed', 'gen-sdk-module-attribute-missing'],
    summary:
      'The code calls a name its installed SDK does not have, or an API its newer version removed: the client, not the provider.',
  }),
  textRule({
    id: 'client.code_bug',
    tier: 'signature',
    code: 'not_provider_error',
    confidence: 'medium',
    // A variable read before it was set is the client's own code failing, whatever exception class
    // (a provider's "ServiceUnavailableError") its wrapper then raised it as.
    pattern:
      /\bERR_(?:UNKNOWN_FILE_EXTENSION|REQUIRE_ESM|UNSUPPORTED_DIR_IMPORT|IMPORT_ATTRIBUTE_MISSING)\b|\bcannot access local variable '\w+' where it is not associated with a value\b|\blocal variable '\w+' referenced before assignment\b|\bInvalid Version: \S|\bNameError: name '\w+' is not defined\b/,
    priority: 60,
    fixtures: [
      'gen-node-unknown-file-extension',
      'gen-client-unbound-local-as-503',
      'gen-client-nameerror-with-key',
    ],
    summary: "The client's own code read a variable before setting it: the client, not the provider.",
  }),
  textRule({
    id: 'tool.credential_store_unreadable',
    tier: 'signature',
    code: 'not_provider_error',
    confidence: 'medium',
    pattern:
      /\bCredentials could not be decrypted\b|\bcould not decrypt (?:the )?(?:stored |saved )?credentials\b/i,
    // Above the credential phrases: the tool cannot read its own stored secrets (a changed
    // encryption key), so no key ever reached the provider.
    priority: 92,
    fixtures: ['gen-tool-credentials-not-decrypted'],
    summary: "The tool's own credential store could not be read: the tool, not the provider.",
  }),
  textRule({
    id: 'browser.storage_quota',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\bQuotaExceededError\b|\bFailed to execute 'setItem' on 'Storage'|\bexceeded the quota\b[^.\n]{0,60}\b(?:localStorage|sessionStorage|IndexedDB)\b/,
    // Above the quota rules: the browser's storage for the page is full, not the provider's allowance.
    priority: 95,
    confidence: 'medium',
    fixtures: ['gen-browser-storage-quota'],
    summary: "The browser's storage for the app is full: the app's own state, not the provider.",
  }),
  textRule({
    id: 'browser.automation_failed',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\b(?:Failed to|Unable to|[Cc]ould not) connect to CDP\b|\bInvalid CDP port\b|\b[Cc]ould not configure (?:the )?browser\b|\bbrowser daemon\b[^\n]{0,30}\b(?:socket|not running|timed? ?out)\b|\bTimeout waiting for (?:the )?browser\b|\bFailed to (?:create|connect to) (?:the )?browser (?:context|session)\b|\bBrowser session \S+ (?:failed to start|expired)\b|\bbrowser (?:not connected|is closed)\b|\bPuppeteer is not connected\b|\bpage, context or browser (?:is|has been) closed\b|\bRemoteBrowserRateLimitError\b|\bconnectOverCDP\b|\b(?:BrowserType\.(?:connect_over_cdp|connectOverCDP|launch\w*)|Browser\.new_?[cC]ontext|browser\.newPage)\b[^\n]{0,40}?(?:ECONNREFUSED|Browser closed|closed|socket hang up|Timeout|WebSocket error)|\bTargetClosedError\b|\bconnect_browser\w*\b[^\n]{0,60}\b(?:Connection failed|socket hang up|ECONNREFUSED)|\bCloudBrowserError\b|\bcloud browser service\b|\bBrowserbaseSessionError\b|\bBrowserError\b|\bCDP connection closed\b|\bFailed to navigate to url\b|\bBrowser context is empty\b|\bEmpty dom or html tree\b|\bpage\.waitForNavigation\b|\bwaitForMainLoadState\b|\bNavigation timeout of \d+ ?ms exceeded\b|\b(?:page|frame|locator|elementHandle|Page|Frame|Locator)\.\w+: Timeout \d+ ?ms exceeded\b|\bbrowserType\.launch\w*: |\bFailed to launch the browser process\b|\bBrowser is already in use for\b|\bFailed to install browser\b|\bTarget (?:page, context or browser|closed) has been closed\b|\bFailed to (?:build|parse|extract) (?:the )?DOM(?: tree)?\b|\bbrowserless\b[^\n]{0,40}\bTimeoutError\b|\bThe page may still be loading\b|\belement (?:is )?no longer (?:available|attached)\b|\bMCP tool \W?[\w-]+\W? response \(\d+ tokens\) exceeds maximum allowed tokens\b|\bCDP (?:port|client|connection|session|endpoint)\b[^\n]{0,60}\b(?:not (?:initialized|available|connected)|did not become available|failed|timed? ?out)\b|\b(?:Failed to connect|Unable to connect|[Cc]ould not connect) via CDP\b|\bDevToolsActivePort\b|\bPage\.loadEventFired\b|\bCDPService has not been launched\b|\bBrowser or Context not initialized\b|\b(?:Page|page)\.goto: net::ERR_\w+|\bBrowserNotLaunchedError\b|\bon_BrowserStartEvent\b[^\n]{0,80}\btimed out\b|\b(?:Browser|browser) (?:failed to|could not) (?:start|launch)\b|\bselenium\.common\.exceptions\.\w+|\bbrowserType\.connect: Timeout\b|\bNo active page found\b|\bFailed to input text into element\b|\bCould not find the \w+ button\b|\bLogin form not found\b|\bFound no elements\b|\bBrowser launch failed\b|\bProtocol error \((?:Page|Runtime|Target|Network|DOM|Input|Emulation)\.\w+\): (?:Session|Target) closed\b|\bselenium\.common\.exceptions\.\w+|\bmissing dependencies to run browsers\b|\bbrowserType\.connect: |\bpage\.goto: net::ERR_\w+|\bFailed to launch (?:the )?(?:browser|chrome|chromium)\b|\bBrowserNotLaunchedError\b|\bBrowser failed to start\b/i,
    // Above the timeout and network phrases: the browser the agent drives (launching it, a page
    // that does not load, an element gone) failed, not the model call.
    priority: 95,
    confidence: 'medium',
    fixtures: [
      'gen-browser-configure-failed-timeout',
      'gen-browser-cdp-connect-failed',
      'gen-browser-launch-failed',
      'gen-browser-navigation-timeout',
      'gen-browser-profile-in-use',
    ],
    summary:
      'The browser an agent drives failed (launch, navigation, page or element): the tool, not the provider.',
  }),
  textRule({
    id: 'extension.permission_missing',
    tier: 'signature',
    code: 'local_permission_error',
    pattern: /\bMissing host permission\b/,
    // Above the messaging failure it causes: the extension was not granted the page.
    priority: 80,
    confidence: 'medium',
    fixtures: ['gen-extension-missing-host-permission'],
    summary: 'A browser extension lacks the host permission for the page: a local permission.',
  }),
  textRule({
    id: 'extension.messaging_failed',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\bCould not establish connection\. Receiving end does not exist\b|\bExtension context invalidated\b/,
    // A browser extension's own parts lost each other (a popup, a content script, its worker).
    priority: 75,
    confidence: 'medium',
    fixtures: ['gen-extension-receiving-end-missing'],
    summary: "A browser extension's own messaging failed: its parts, not the provider.",
  }),
  textRule({
    id: 'client.content_security_policy',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\bRefused to connect to '?[a-z][\w+.-]*:\/\/[^\s']{1,300}'? because it (?:violates|does not appear in) (?:the )?[\w' -]{0,40}?(?:directive of the )?Content Security Policy\b/i,
    // The app's own page policy stopped the call before it left: its setup, not the network.
    priority: 75,
    fixtures: ['gen-app-csp-refused-connect'],
    summary:
      "The app's own Content Security Policy refused a connection before it was made: the app's setup, not the provider or the network.",
  }),
  textRule({
    id: 'local.shared_library_missing',
    tier: 'signature',
    code: 'local_runtime_error',
    pattern: /\berror while loading shared libraries\b/,
    // A binary of this machine that cannot load its libraries (a speech engine, ffmpeg, an image
    // tool): the machine's setup. The agent's or the model server's own binary runs the candidate:
    // not configured (config.agent_not_configured, above it).
    priority: 60,
    fixtures: ['gen-local-binary-shared-library-missing'],
    summary:
      'A program on this machine cannot load its shared libraries (a CUDA or codec library missing): the local runtime, not the provider.',
  }),
  textRule({
    id: 'gateway.own_code_failed',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\bfailed to run (?:init_worker|rewrite|access|balancer|content|header_filter|body_filter|log)_by_lua\*?:/,
    // An OpenResty, Kong or APISIX gateway's own Lua phase failed on the request or its answer:
    // the gateway's code, which says nothing of the provider behind it (as beside a 5xx).
    priority: 75,
    fixtures: ['gen-gateway-lua-phase-failed'],
    summary:
      "A gateway's own Lua code failed while handling the request (Kong, APISIX, OpenResty): the gateway's, not the provider's.",
  }),
  textRule({
    id: 'local.server_origin_blocked',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern:
      /\bAccess to fetch at '[^'\n]{0,200}(?::11434\b|\/api\/(?:tags|chat|generate|embed\w*)\b)[^'\n]{0,200}' from origin '[^'\n]{1,200}' has been blocked by CORS policy\b/,
    // A local model server that does not allow the browser's origin (Ollama's OLLAMA_ORIGINS).
    priority: 90,
    fixtures: ['gen-ollama-origin-blocked'],
    summary:
      "A local model server refused the page's or extension's origin: its allowed origins need setting.",
  }),
  textRule({
    id: 'local.package_manager_error',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\bpip install\b[^\n]{0,300}\breturned non-zero exit status\b|\bnpm ERR!|\bnpm error code\b|\byarn error\b|\bpnpm ERR|\bERR_PNPM_|Could not find a version that satisfies the requirement|No matching distribution found for|\bResolutionImpossible\b/,
    // Above the errno and auth phrases its output quotes: the registry is not the provider.
    priority: 75,
    confidence: 'medium',
    fixtures: ['syn-npm-401-not-provider', 'gen-yarn-etimedout'],
    summary: 'A package-manager failure inside the task, not the provider.',
  }),
];

/** Permission denied on the cloud project or product, in words only (403 families). */
const permission: Rule[] = [
  textRule({
    id: 'provider.permission_denied_text',
    tier: 'signature',
    code: 'auth_required',
    pattern:
      /\bpermission to (?:call|perform|invoke) bedrock:\w+|\bPermission to \[[^\]\n]{1,300}\] denied\b|\bAccess to this endpoint is forbidden\b|\bRequests from (?:referr?er|this (?:Android|iOS) client application|(?:this )?IP(?: address)?)\b[^\n]{0,80}\bare blocked\b|\bkey[- ]based authentication is disabled\b|\bAPI key (?:does not|may not) have (?:the required )?permissions?\b|\bAccess denied for IP\b|\bError while assuming [\w-]+ role\b|\bfailed to assume (?:the )?(?:IAM )?role\b|\bAPI key lacks (?:the )?required permissions?\b|\bAuthFailure\.\w+|\bno Bearer token in the request\b|\binformation to complete authentication was not provided\b|\b403\b[^\n]{0,80}\bAuthorization failed\b|\bprovider rejected the (?:gateway(?:'s)? )?credentials\b|\bAccess denied when calling [A-Z]\w+\b|\bIAM permission '[\w.]+' denied\b|\b403\b[^\n]{0,30}\bInsufficient Permissions\b|\bA Virtual Network is configured for this resource\b|\bPublic access is disabled\b|\bRBAC: access denied\b|Permission denied on resource project|Permission \\*'[\w.]+\\*' denied on resource|do not have access to the organization tied to|The caller does not have permission|permission-denied: |does not have permission to (?:access|use) (?:this|the|the specified) (?:model|project|resource)|Principal does not have access|insufficient authentication scopes|\b403\b[^\n]{0,120}\b(?:Permission denied|PERMISSION_DENIED|access (?:is )?denied|not allowed to access|not permitted to access)\b|\b(?:Permission denied|PERMISSION_DENIED|Access denied)\b[^\n]{0,40}\b403\b|\blacks the required (?:data )?action\b|\bdoes not have authorization to perform action\b|\bAuthorizationFailed\b|\b(?:API[ _-]?key has access to (?:this|the) model|check (?:your )?API[ _-]?key and model access|permissions? (?:for|to (?:invoke|access|use)) (?:the )?(?:Amazon |AWS )?Bedrock|Bedrock ?访问被拒绝|Bedrock access (?:was )?denied)\b|\b(?:OpenAI|Anthropic|Claude|Gemini|Cerebras|Bedrock|Mistral|Groq|DeepSeek|Cohere|xAI|OpenRouter)(?: API)?(?: error| request)?\W{0,3}(?:access denied|permission denied|was not permitted)|\bpermission denied for (?:the )?(?:OpenAI|Anthropic|Claude|Gemini|Cerebras|Bedrock|Mistral|Groq|DeepSeek) API\b/i,
    priority: 75,
    fixtures: [
      'gen-bedrock-permission-to-call',
      'gen-permission-to-resources-denied',
      'corpus-antigravity-permission-denied-project',
      'gen-principal-lacks-data-action',
    ],
    summary: 'Permission denied on the cloud project or resource: a hard permission failure.',
  }),
];

/** Kinds first met in corpus batch 2's open part (local model servers, gateways, parameters). */
const batch2: Rule[] = [
  textRule({
    id: 'local.on_device_runtime_failed',
    tier: 'signature',
    code: 'local_runtime_error',
    pattern:
      /\bNo (?:Nvidia|NVIDIA|CUDA|AMD|compatible) GPUs? (?:was )?found\b|\bWebAssembly\.instantiate\(\): |\bRET_CHECK failure\b|\[E:onnxruntime:[^\]\n]{0,120}\]|\bwhisper(?:\.cpp)? context creation\b[^\n]{0,40}\bfailed\b|\bwhisper_init\w*\([^)\n]{0,200}\) failed\b|\bNon-zero status code returned while running \w+ node\b|\bModel execution service is not available\b|\bunable to create a session to run the model\b|\bInferenceError::hostFailed\b|\bNot executed due to current system state\b|\bAi ?Core service failed to bind\b|\bCan ?not find OpenCL library\b|\bNo dispatch library found\b|\bFailed to initialize Dispatch API\b|\bMLX not available\b|\bmlx runner failed\b|\bfailed to load (?:the )?MLX (?:dynamic |shared )?library\b|\bFailed to build the model execution plan\b|\bmlx::core::metal::[Dd]evice\b/,
    // The platform's own model runtime on this device (Apple's safety model's host that failed, its
    // model manager declining in the system's state, Android's AICore service, an accelerator's
    // dispatch or OpenCL library, MLX and Core ML): it failed to run, whatever error it is wrapped
    // in (a guardrail's, a 500's). The model manager's own reason ("Rate limited") speaks for itself.
    priority: 97,
    fixtures: [
      'gen-no-nvidia-gpu',
      'gen-wasm-instantiate-failed',
      'gen-whisper-context-failed',
      'gen-ort-error-log-prefix',
      'gen-ort-kernel-nonzero-status',
      'gen-browser-model-service-unavailable',
      'gen-mlx-unavailable-behind-500',
      'gen-on-device-dispatch-missing',
      'gen-on-device-model-manager-failed',
    ],
    summary:
      "The device's own model runtime failed to run (its model manager, service binding, accelerator library, MLX or Core ML plan): this machine, not a provider or a refusal.",
  }),
  textRule({
    id: 'local.ollama_server_error',
    tier: 'signature',
    code: 'local_runtime_error',
    pattern:
      /\bollama\b[^\n]{0,60}?\b(?:status(?:[ _]code)?|returned(?: status| HTTP)?|failed with(?: status)?(?: code)?)\W{0,3}50[0-4]\b/i,
    // A 5xx that a client says its Ollama answered with: Ollama serves on the user's own machine or
    // network, so its 5xx is that server failing (a runner, memory, a model it could not load). An
    // Ollama reached through a cloud or a tunnel is remote: ollama.com, a cloud model's tag, the
    // hosted service's `(ref: …)` error id, Cloudflare or ngrok in front of it.
    unless: /\bollama\.com\b|[:-]cloud\b|\bOllama Cloud\b|\(ref: [0-9a-f-]{8,}|\bcloudflare\b|\bngrok\b/i,
    priority: 92,
    fixtures: ['gen-ollama-server-5xx'],
    summary:
      "A client's Ollama answered with a 5xx: the user's own model server failing, not a provider's outage.",
  }),
  textRule({
    id: 'local.device_stack_failed',
    tier: 'signature',
    code: 'local_runtime_error',
    pattern:
      /\bmbedtls_ssl_(?:setup|config_defaults|conf_own_cert|set_hostname) returned -?0x[0-9A-Fa-f]+|\bcreate_ssl_handle failed\b|\bhttpd_resp_send_err: 5\d\d\b/,
    // A device's own stack, before or after any network: its TLS context could not be set up
    // (memory, certificates: the handshake never started), or its own web server answered its
    // client with a 5xx. The connection failures logged after them follow from them.
    priority: 90,
    fixtures: ['gen-device-httpd-500', 'gen-device-tls-setup-failed'],
    summary:
      "A device's own TLS setup failed before any handshake, or its own web server answered with a 5xx: the device, not the network or the provider.",
  }),
  textRule({
    id: 'local.model_runner_failed',
    tier: 'signature',
    code: 'local_runtime_error',
    pattern:
      /\b(?:do not|don't) have enough disk space (?:available )?to download (?:this|the) model\b|\btimed out waiting for (?:a |the )?(?:[\w-]+ )?runner\b|\bunable to load runner\b|\b(?:llama\.cpp|llamafile|koboldcpp|whisper\.cpp|stable-diffusion\.cpp)(?: server| runner| process)? (?:terminated|exited|crashed|died) unexpectedly\b|\bMemory access fault by GPU\b|\bhealth check of (?:the )?(?:container|server|model server)\b[^\n]{0,60}\btimed out\b|\bno available backend found\. ERR: \[(?:webgpu|wasm|webgl|webnn)\] (?:TypeError|Error)\b|\bFailed to execute '\w+' on 'GPU(?:Device|Adapter|Buffer|Queue|CanvasContext|CommandEncoder)'|\bDXGI_ERROR_DEVICE_(?:HUNG|REMOVED|RESET)\b|\bCan't create a session\b[^\n]{0,40}\bfailed to allocate\b|\berror starting (?:the )?(?:llama-server|llama runner|model runner)\b|\b(?:llama-server|llama runner) binary not found\b|\bdoes not contain model files\b|\bWhisper inference failed\b|\bNoKvCacheSlot\b|\bfailed to find (?:a )?(?:free )?(?:KV cache|memory) slot\b|\bErrorDeviceLost\b|\bVK_ERROR_DEVICE_LOST\b|\bTVMError\b|\bCL_OUT_OF_HOST_MEMORY\b|\bCannot open libOpenCL\b|\bFailed to load the native library\b|\bCould not load type 'LLama\.Native\b|\bOllama (?:Error \[5\d\d\]|server is not ready\b)|\bThe model crashed\b|\bno suitable llama servers? found\b|\bShard \d+ crashed\b|\bShardFailed\b|\bNotEnoughMemory\b|\bNo GPU adapter found\b|\b(?:GPU )?[Dd]evice (?:was |is )?lost\b|\bGPU connection lost\b|\bAICore failed with error\b|\bFailed to initialize (?:the )?LlmInference engine\b|\bValidatedGraphConfig Initialization failed\b|\bCalculatorGraph::Run\(\) failed\b|\bEngine initialization failed\b|\bCUDA Setup failed\b|\bModel worker crashed\b|\b(?:llama-server|llama runner|model runner) process has terminated\b|\bThe model has crashed\b|\bllama-server\b[^\n]{0,40}\bexited with status\b|\bMQLLMEngine is already dead\b|\bEngineDeadError\b|\ban unknown error was encountered while running the model\b|\berror reading llm response\b|\btimed out waiting for (?:a |the )?runner\b|\bllama-server\b[^\n]{0,40}\bexited with (?:status |exit )?code [1-9]|\bllama\.cpp unable to load model\b|\bModel failed to load with status code\b|llama runner process (?:has )?(?:terminated|no longer running)|\bGGML_ASSERT\b|\bmemory layout cannot be allocated\b|\bllama runner exited\b|(?:failed to start|timed out waiting for) (?:a |the )?llama runner|\bFailed to load the model\b[^\n]{0,40}\n[^\n]{0,10}\bError loading model\b|\bError loading model\.\s*\(?Exit code: \d+|error loading model: unable to allocate|model runner has (?:unexpectedly )?stopped|\bmodel runner (?:has )?crashed\b|model requires more system memory|\bCUDA (?:error|failure|out of memory)\b|\bno CUDA-capable device is detected\b|\ban error was encountered while running the model\b|\bPOST predict: Post\b[^\n]{0,80}\b(?:127\.0\.0\.1|localhost)\b|\bllm server not responding\b|\bnot enough resources to (?:run|load) (?:the |this )?model\b|\bFailed to start (?:the )?(?:llama\.cpp|llama-server|llamafile|local[- ]server|local model server)\b|\bmodel (?!\S*proxy)[\w.@:/()-]{1,120} start failed\b|\bmodel (?:is being|was) unloaded\b|\bModel [\w./:-]{1,80} is in error state\b|\bLoad model [\w./:-]{1,80} failed\b|\bServer process terminated unexpectedly\b|\bupstream command exited prematurely\b|\bServer failed to complete prediction\b|\berror parsing tool call: raw=|\bFailed to parse input at pos \d+|source=\w+\.go:\d+ msg="[^"\n]{0,40}tool call parsing failed"|\bModelLoadTimedOut\b|\b(?:server|sidecar|daemon|backend|engine) did not become ready\b|\bterminated before becoming (?:healthy|ready)\b|\bchild process gone \{\s{0,8}reason: ['\x22](?:crashed|killed|oom)['\x22]|\btimed out waiting for (?:the )?(?:server|sidecar|daemon) (?:readiness|to start)\b|\b(?:worker|workers|worker process(?:es)?|child process(?: \[\d+\])?|background (?:loop|worker)|runtime|binary|stub process[^\n]{0,40}|model backend|agent loop|thread|engine task|job executor) (?:is |was |has |are )?(?:not running|no longer alive|dead|died|not healthy|unhealthy|panicked|(?:unexpectedly )?terminated(?: unexpectedly)?|died unexpectedly|(?:heartbeat )?expired|unresponsive)\b|\bAsyncEngineDeadError\b|\bheartbeat expired\b|\bEngine background task failed\b|\bNo GPU available\b|\bRequested GPUs exceed\b|\bnot able to find a GPU\b|\bno cuda implementation for\b|\bCUDNN(?:_STATUS_\w+| failure)\b|\bdoes not support AVX2?\b|\bIllegal instruction\b|\btorch_npu is not available\b|\bNative API failed\b|\bPTX was compiled with an unsupported toolchain\b|\bnvrtc: error\b|\bFailed to compile kernel\b|\bOpenCL Error\b|\bCL_INVALID_\w+|\bFailed to build program executable\b|\bze_data was not initialized\b|\bunknown PI error\b|\bCUDA driver version is insufficient\b|\bno kernel image is available\b|\bcudaErrorNoDevice\b|\bFound no NVIDIA driver\b|\bTorch not compiled with CUDA enabled\b|\bCUDA_ERROR_\w+|\bcuBLAS\w* (?:error|failed)\b|\bCUBLAS_STATUS_\w+|\b(?:failed to start|launch|start(?:ing)?) (?:within (?:the )?)?(?:timeout|timed out)\b|\btimeout waiting for [\w-]+ (?:runner )?to start\b|\b(?:engine|runner|proxy|llama-server|sidecar) startup timeout\b|\bhealth check failed after\b|\bfailed to start within\b|\blaunch timed out\b|\bstarting the [\w-]+ server more than \d+ times\b|\bFailed to verify the server is running\b|\bFailed to find free port\b|\bcouldn.t bind to server socket\b|\bServer could not be started\b|\bdid not start within (?:the )?timeout\b/i,
    // A local runtime's inference that stopped on its own policy check refused the content.
    unless: /\bpolicy check (?:failure|failed)\b/i,
    // Above the 5xx wording a local model server wraps it in: its own runner died, not a provider.
    priority: 95,
    fixtures: [
      'gen-no-disk-space-for-model',
      'gen-timed-out-waiting-named-runner',
      'gen-container-health-check-timed-out',
      'gen-gpu-memory-access-fault',
      'gen-engine-terminated-unexpectedly',
      'gen-dxgi-device-removed',
      'gen-webgpu-call-failed',
      'gen-webgpu-backend-typeerror',
      'gen-whisper-inference-failed',
      'gen-model-folder-without-model-files',
      'gen-error-starting-llama-server',
      'gen-kv-cache-slot-full',
      'gen-no-cuda-capable-device-failure',
      'gen-vulkan-device-lost',
      'gen-gpu-device-lost',
      'corpus-ollama-llama-runner-terminated',
      'corpus-continue-ollama-runner-stopped-500',
      'gen-model-runner-crashed',
      'gen-local-daemon-not-ready',
    ],
    summary:
      'A local model server’s runner crashed or lacks memory (Ollama "llama runner process has terminated").',
  }),
  textRule({
    id: 'provider.endpoint_not_found',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern:
      /\bNo scheme supplied\b|\bURI must include a scheme and host\b|\bunsupported protocol scheme\b|\bInvalid URL \((?:GET|POST|PUT|PATCH|DELETE) \/[^)\s]{1,100}\)|\bUnknown request URL\b|No handler found on route|double check your (?:base )?URL|LLM Provider NOT provided|\bPath not found:?\s*\/[\w-]|\/(?:v1\/v1|v1beta\/v1beta|v2\/v2|v3\/v3|v4\/v4)\/\w/i,
    // A bare 404 page ("404 page not found", "Resource not found") is not read: over the corpus it
    // was right 13 times in 56, and unsafe 43, a route of a relay, an app or a tool as often as
    // the configured base URL (docs/catalogue.md, catalogue -139).
    priority: 80,
    fixtures: ['gen-url-no-scheme', 'corpus-xai-404-no-handler-route'],
    summary:
      'The configured base URL, route or protocol does not exist for the client (an unknown request URL, no handler on the route, an unsupported scheme).',
  }),
  textRule({
    id: 'provider.request_rate_ramp',
    tier: 'signature',
    code: 'rate_limited',
    pattern: /Request rate increased too quickly|scale requests more smoothly/i,
    priority: 80,
    fixtures: ['corpus-alibaba-request-rate-increased'],
    summary: 'Requests ramped up faster than the provider allows: a throttle.',
  }),
  textRule({
    id: 'provider.max_tokens_over_limit',
    tier: 'signature',
    code: 'task_error',
    pattern:
      /\bmax[ _]tokens must not exceed\b|['"`]?max_(?:completion_)?tokens['"`]?(?: or ['"`]?\w+['"`]?)? is too large\b|\bmax_tokens must be (?:less than or equal to|<=)|maximum value for max_tokens|\bmaximum allowed number of output tokens\b|\bmax(?:imum)?[ _]?tokens? (?:you requested |value |parameter |requested )?(?:exceeds?|is (?:greater|larger|more) than) (?:the )?(?:model(?:'s)? )?(?:output )?(?:limit|maximum)\b/i,
    priority: 85,
    fixtures: ['corpus-groq-max-tokens-exceeds'],
    summary: 'The requested max_tokens is above the model’s output limit: a setting of the request.',
  }),
];

/** An agent's own words for a connection that failed (`network.connect_failed_text`). */
const CONNECT_FAILED_WORDS =
  /\bClientProxyConnectionError\b|\bSocketException \((?:10060|10061|10054|10051|10065|110|111|113)\)|\bserver sent GOAWAY and closed the connection\b(?![^\n]{0,60}\bHTTP_1_1_REQUIRED\b)|\bNetwork request to \S+ failed\b|\bnetwork (?:read|write) error\b|\bnetwork (?:is )?unstable\b|\bdata transmission (?:was )?interrupted\b|\bCould not connect to the [\w ]{1,30} server\b|\bconnect(?:ion)?\W{1,3}deadline has elapsed\b|\bCannot connect to proxy\b|\bcould not communicate with (?:the )?(?:service|server)\b|\bfirewall (?:appears to be|is) (?:improperly )?blocking\b|\bdispatch failure(?! \((?:other|user)\))|\bUnexpected error connecting to\b|\bCannot connect to API\b|\bFailed to reach (?:the )?(?:[\w-]+ )?(?:endpoint|server|API)\b|\b(?:could not|can['’]?t) reach (?:the )?(?:AI |model )?provider\b|\bnetwork error (?:has )?(?:occurred|happened)\b|\bdue to (?:a )?network error\b|\bNetwork connection failed\b|\bThe connection cannot be established\b|All connection attempts failed|trouble connecting to the model provider|\brequest to https?:\/\/\S+ failed, reason:[ \t]*(?:\]|\r?\n|$)|\bCould not connect to the endpoint URL\b|\bEndpointConnectionError\b|\b(?:response )?connection was reset\b|\bUnable to connect\. Is the computer able to access the url\?/i;
/**
 * A client's advice to "check your internet connection" is boilerplate after any failure: it counts
 * only within a few lines of words that state a connection failure.
 */
const INTERNET_ADVICE = 'check your (?:internet connection|network(?: connection| settings)?)';
const CONNECTION_FAILURE = String.raw`\b(?:connection (?:attempt )?(?:failed|error|lost|refused|reset|timed out)|network (?:error|issue|failure|is unreachable|disconnected)|no internet|offline|(?:unable|failed) to resolve|could not resolve|timed out|disconnected|unreachable|dial tcp)\b`;

/** Kinds first met in corpus batch 3's open part (client configuration and sign-in). */
const batch3: Rule[] = [
  textRule({
    id: 'provider.client_unsupported',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern:
      /\bis no longer supported\. Please use https?:\/\/\S+ instead\b|\bapi[- ]version\b[^.\n]{0,30}\bis not (?:allowed|supported)\b|\bAPI version not supported|unsupported api[- ]version|client is no longer supported|\bprovider only supports\b[^.\n]{0,40}\bmodels\b|\bThis version of (?:the )?(?:app|client|CLI|extension|plugin) is no longer supported\b|\b(?:[Cc]ustom )?provider \x27[^\x27\n]{1,60}\x27 (?:is )?not configured\b/i,
    priority: 80,
    fixtures: [
      'gen-retired-host-use-instead',
      'gen-api-version-param-not-supported',
      'gen-provider-only-supports-models',
      'corpus-autohand-azure-api-version',
    ],
    summary:
      'The client, or the API version it speaks, is not served any more, or the configured provider cannot serve the model: configuration.',
  }),
  textRule({
    id: 'provider.login_failed',
    tier: 'signature',
    code: 'auth_required',
    pattern:
      /\b(?:an )?error (?:occurred )?(?:while )?signing in\b|\bNo authorization code received from\b|\bFailed to (?:login|log in|sign in)\. |\bOAuth (?:error|failure|failed)\b|\b(?:timed out|timeout) waiting for (?:the )?(?:user to (?:authori[sz]e|sign in|log in)|(?:\w+ )?OAuth (?:callback|device authori[sz]ation|authori[sz]ation|login)|authentication to complete|authori[sz]ation to complete|device authori[sz]ation)\b|\bauthentication timed out\b|\bthe authentication flow failed\b|\binvalid authori[sz]ation code\b|\buser denied access to\b/i,
    // A sign-in page that blocks automated traffic says nothing of the credentials, nor does a login
    // server's own 5xx or a login endpoint that is not there (404).
    // A login that failed to reach its server (a refused connection, a certificate the chain lacks,
    // a request to the token endpoint that failed on the way): the network rules decide.
    unless:
      /\bautomated queries\b|\bunusual traffic\b|\bfetch failed\b|\bstatus(?: code)?:? 5\d\d\b|\bHTTP 5\d\d\b|\bHTTP 404\b|\b404 (?:page )?not found\b|\bE(?:CONNREFUSED|CONNRESET|TIMEDOUT|NOTFOUND|AI_AGAIN)\b|\bself[- ]signed certificate\b|\bunable to get (?:local )?issuer certificate\b|\bsocket disconnected\b|\bsocket hang up\b|\brequest to \S+ failed\b|\berror sending request for url\b|\bsocket connection was closed unexpectedly\b/i,
    // Below the specific reasons a login failure names (plan, project setting, region).
    priority: 60,
    fixtures: [
      'corpus-gemini-cli-login-invalid-argument',
      'gen-oauth-callback-timeout',
      'gen-auth-flow-timed-out',
    ],
    summary: 'The agent could not sign in; a more specific reason in the same text wins.',
  }),
  textRule({
    id: 'network.connect_failed_text',
    tier: 'signature',
    code: 'network_unavailable',
    pattern: new RegExp(
      `${CONNECT_FAILED_WORDS.source}|(?<=${CONNECTION_FAILURE}[\\s\\S]{0,300})${INTERNET_ADVICE}|${INTERNET_ADVICE}(?=[\\s\\S]{0,300}${CONNECTION_FAILURE})`,
      'i',
    ),
    priority: 60,
    fixtures: [
      'gen-connection-failed-check-network',
      'gen-client-proxy-connection-error',
      'gen-dotnet-socket-exception-code',
      'gen-http2-goaway-closed',
      'gen-cant-reach-model-provider',
      'corpus-r2r-ollama-connection-attempts',
    ],
    summary: 'The agent could not reach the provider (its own words for a connection failure).',
  }),
];

/**
 * Kinds generalized before corpus batch 4 (issue 10): images the provider's limits refuse inside
 * the conversation, gateways that need a header the client does not send, and the exception class
 * an SDK names (litellm, the OpenAI and Anthropic SDKs) when nothing more specific is said.
 */
const generalized: Rule[] = [
  textRule({
    id: 'provider.image_rejected',
    tier: 'signature',
    code: 'conversation_rejected',
    pattern:
      /\bcannot fetch (?:an |the )?image\b|\bimage media type not supported\b|\bInvalid (?:PNG|JPE?G|WebP|GIF) image\b|\bdoes not contain a valid (?:JPE?G|PNG|WebP|GIF)\b|\bprepare image failed\b|\bThe image you provided\b[^\n]{0,80}\bexceeding the limit\b|\bmedia exceeds (?:the )?size limit\b|\bFailed to apply \w*(?:VL|Vision)\w*Processor\b|\bVision-request prompt tokens\b[^\n]{0,40}\bexceeds\b|\b(?:attached )?(?:image|document|attachment)s?(?: or (?:image|document|attachment))? (?:is|are) too large to send\b|\bimage exceeds \d+(?:\.\d+)? ?MB maximum|image dimensions exceed max allowed size|\bimage\.source\.[\w.]*media_type\b[^\n]{0,20}\bInput should be|\bimage was specified using the [\w/+.-]+ media type\b|\bimage (?:is )?too large\b[^.\n]{0,40}\b(?:maximum|max|limit)\b|\bimage\b[^.\n]{0,30}\bexceeds (?:the )?(?:maximum|max)(?: allowed| supported)? (?:file )?(?:size|dimensions?|resolution|number of pixels)\b|\bA maximum of \d+ (?:PDF |document )?pages (?:may|can) be provided\b|\b(?:PDF|document) (?:has|contains|with) (?:too many|more than \d+) pages\b|\bImage size exceeds (?:the )?(?:limit|maximum|max)\b|\bBase64 string of (?:the )?provided image cannot be decoded\b|\bimage (?:content|inputs?)s? (?:is |are )?not supported (?:for|by) this model\b/i,
    // Above the generic invalid request it arrives as: the provider's own limit, not the task.
    priority: 90,
    fixtures: [
      'gen-image-exceeding-patch-limit',
      'gen-invalid-jpeg-image-in-history',
      'corpus-cc-image-exceeds-5mb-history',
      'gen-image-too-large-for-provider',
    ],
    summary:
      'An image or document in the conversation is over the provider’s size, dimension, page or media-type limits: every resend fails there; another provider may take it.',
  }),
  textRule({
    id: 'provider.client_header_missing',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern: /\banthropic-dangerous-direct-browser-access\b/i,
    priority: 80,
    fixtures: ['gen-browser-direct-access-header'],
    summary:
      "A browser client calling Anthropic without the header that allows direct browser access: the client's setup.",
  }),
];

/**
 * One request larger than the whole per-minute budget ("Limit 7000, Used 0, Requested 7895"):
 * waiting never lets it through, whatever the rate-limit words around it say. The throttle rules
 * stand aside for it (`rules/index.ts`).
 */
export function requestOverBudget(text: string): boolean {
  const m = OVER_BUDGET.exec(text);
  if (!m) return false;
  const limit = Number(m[1]!.replace(/,/g, ''));
  const requested = Number(m[2]!.replace(/,/g, ''));
  return limit > 0 && requested > limit;
}
const OVER_BUDGET = /\bLimit:?\s*~?([\d,]{2,12})\b[^.\n]{0,60}?\bRequested:?\s*~?([\d,]{2,12})\b/i;
const PER_MINUTE_BUDGET = /per[ _-]?min(?:ute)?\b|\b(?:TPM|RPM)\b/i;

const overBudget: Rule = {
  id: 'provider.request_over_rate_budget',
  tier: 'signature',
  code: 'task_error',
  confidence: 'medium',
  priority: 95,
  reads: 'text',
  pattern: OVER_BUDGET,
  anchors: ['requested'],
  fixtures: ['gen-request-over-tpm-budget'],
  summary: 'One request larger than the whole per-minute budget: the request, not a throttle.',
  match(s, all) {
    const text = failureText(s, all);
    if (text === null || !PER_MINUTE_BUDGET.test(text) || !requestOverBudget(text)) return null;
    return { timing: null };
  },
};

/** Exception classes of provider SDKs and litellm, and what each means when nothing else is said. */
const SDK_EXCEPTION_CODES: Record<string, Code> = {
  ratelimiterror: 'rate_limited',
  authenticationerror: 'auth_required',
  permissiondeniederror: 'auth_required',
  internalservererror: 'provider_unavailable',
  serviceunavailableerror: 'provider_unavailable',
  apitimeouterror: 'network_unavailable',
  timeout: 'network_unavailable',
  contextwindowexceedederror: 'context_window_exceeded',
  contentpolicyviolationerror: 'content_refused',
  serviceunavailable: 'provider_unavailable',
  servererror: 'provider_unavailable',
  badgateway: 'provider_unavailable',
  gatewaytimeout: 'provider_unavailable',
  deadlineexceeded: 'network_unavailable',
  unauthenticated: 'auth_required',
  unauthorizederror: 'auth_required',
  toomanyrequests: 'rate_limited',
  toomanyrequestserror: 'rate_limited',
  // No `NotFoundError`: a bare 404 is as often a wrong base URL, path or resource as a missing model
  // (of 24 answers the class alone gave, 6 were right). langchain4j's exception classes (its bare
  // AuthenticationException and ModelNotFoundException also wrap empty bodies, so they say too little alone).
  ratelimitexception: 'rate_limited',
  contentfilteredexception: 'content_refused',
  internalserverexception: 'provider_unavailable',
  timeoutexception: 'network_unavailable',
};
/** One of those classes after its SDK's module path, or after "raised" (the table's keys, any case). */
const SDK_EXCEPTION = new RegExp(
  String.raw`(?:\b(?:litellm|openai|anthropic|groq|mistralai|together|cerebras|fireworks|google|cohere|langchain4j)(?:\.\w+)*\.|\braised )(${Object.keys(SDK_EXCEPTION_CODES).join('|')})\b`,
  'i',
);

const SDK_EXCEPTION_ALL = new RegExp(SDK_EXCEPTION.source, 'gi');
/** An HTTP reason phrase of a request refused, as an error's whole message ("message":"Not Found(…"). */
const REFUSAL_REASON_PHRASE = /["'](?:Not Found|Bad Request|Unauthorized|Forbidden)\s*[("']/;
/** A message that names what a request's field may hold ("must be one of …, but got: …"): the request's, not an outage. */
const REQUEST_FIELD_CONSTRAINT =
  /\bmust be one of\b[^\n]{0,120}\bbut got\b|\b(?:type|value|field) must be one of\b/i;
/** A Python traceback's frame header and the start of its source line (texts are flattened). */
const FRAME_SOURCE = /File "[^"\n]*", line \d+, in [\w<>.]+\s+[^":]{0,80}$/;

/**
 * The first SDK exception class the text raises or reports. A class named on a traceback's source
 * line and not reported with its message (`litellm.exceptions.Timeout,` in a tuple of exceptions to
 * retry) is code, not the failure.
 */
function raisedSdkException(text: string): string | undefined {
  SDK_EXCEPTION_ALL.lastIndex = 0;
  for (let m = SDK_EXCEPTION_ALL.exec(text); m !== null; m = SDK_EXCEPTION_ALL.exec(text)) {
    const after = text.charAt(m.index + m[0].length);
    if (after === ':' || !FRAME_SOURCE.test(text.slice(Math.max(0, m.index - 200), m.index))) return m[1];
  }
  return undefined;
}

/**
 * `litellm.RateLimitError`, `openai.AuthenticationError`…: the SDK already decided the status
 * family. Below every phrase of the same item (a quota in its message still wins, hard first);
 * `APIConnectionError` and `BadRequestError` wrap too much to say anything (lesson 4).
 */
const sdkException: Rule = {
  id: 'sdk.exception_class',
  // Text tier: every phrase of the same item (a quota in a PermissionDeniedError) decides first.
  tier: 'text',
  code: 'rate_limited',
  codes: [...new Set([...Object.values(SDK_EXCEPTION_CODES), 'quota_limited' as const])].filter(
    (c) => c !== 'rate_limited',
  ),
  confidence: 'medium',
  priority: 25,
  reads: 'text',
  pattern: SDK_EXCEPTION,
  anchors: [
    'litellm',
    'raised',
    'openai',
    'anthropic',
    'groq',
    'mistralai',
    'together',
    'cerebras',
    'fireworks',
    'google',
    'cohere',
    'langchain4j',
  ],
  fixtures: ['gen-litellm-exception-class-auth', 'gen-openai-sdk-rate-limit-class'],
  summary:
    'A provider SDK’s exception class (RateLimitError, AuthenticationError…) with nothing more specific.',
  match(s, all) {
    if (s.lowTrust) return null;
    const text = failureText(s, all);
    const name = text === null ? undefined : raisedSdkException(text);
    if (name === undefined) return null;
    const code = SDK_EXCEPTION_CODES[name.toLowerCase()]!;
    // A transient class around a message that names a refusal's reason phrase ("Not Found", "Bad
    // Request") or what a request's field may hold: the SDK's class and the words disagree, and
    // nothing says which is right.
    if (
      CODES[code].class === 'transient' &&
      (REFUSAL_REASON_PHRASE.test(text!) || REQUEST_FIELD_CONSTRAINT.test(text!))
    )
      return null;
    return { code: code === 'rate_limited' ? splitByWait(s.timing) : code, timing: s.timing };
  },
};

/**
 * A throttle and a quota named together, a frequency limited in a policy's words, a relay with no key,
 * channel or account left to serve: each leaves capacity and quota open.
 */
const OPEN_CAUSE_PHRASES =
  /\btoo many requests or (?:exceeded )?(?:the |your )?(?:API )?quota\b|\bdoes not comply with (?:the|our) [\w ]{0,30}Usage Policy\b[^\n]{0,80}\b(?:frequency|requests?)\b[^\n]{0,20}\blimited\b|\bNo (?:active |available )?(?:API )?keys available\b|\bNo available (?:sub-?groups|channels?|upstreams?|accounts?)\b|\b(?:usage )?quota (?:exceeded|reached|exhausted) or (?:a )?rate[- ]limit\b|\brate[- ]?limit(?:ed|s|ing)? or (?:a |the |your |usage )?quota\b/i;

/** Wording that leaves the cause open between capacity and quota (issue 10, kind 9). */
const openCause = textRule({
  id: 'provider.capacity_or_quota_open',
  tier: 'signature',
  code: 'unclassified',
  confidence: 'low',
  pattern: new RegExp(
    `${OPEN_CAUSE_PHRASES.source}|${CAPACITY_OR_QUOTA_WORDS.source}|${EITHER_CAPACITY_OR_QUOTA.source}`,
    'i',
  ),
  priority: 60,
  ambiguity: 'whether capacity or a quota ran out',
  fixtures: ['gen-rate-limited-or-out-of-credits', 'corpus-qwen-429-no-body-fallback-notice'],
  summary: 'Wording that leaves capacity or quota open: unclassified unless something specific decides.',
});

/**
 * A client's own check that a stream ended without an answer (no text, a bad last chunk, no finish
 * reason): the provider may have cut it or the model may have returned nothing, and no status says
 * which, so it decides nothing unless something else in the evidence does.
 */
const streamEndedEmpty = textRule({
  id: 'stream.ended_without_answer',
  tier: 'signature',
  code: 'unclassified',
  confidence: 'low',
  pattern:
    /Model stream ended with (?:an )?(?:invalid chunk|empty response)|missing finish reason|stream ended without (?:a )?finish reason/i,
  priority: 60,
  ambiguity: 'whether the provider cut the stream or the model returned nothing',
  fixtures: ['wording-gemini-invalid-chunk'],
  summary:
    'A stream ended without an answer (empty, a bad last chunk, no finish reason): unclassified unless something else decides.',
});

/**
 * Agent prose that landed on stderr (summaries, diffs): markdown code spans or bullets and no error
 * marker at all. It is not failure evidence, and outranks the phrases it mentions (lesson 5).
 */
const prose: Rule = {
  id: 'agent.prose_on_stderr',
  tier: 'signature',
  code: 'not_provider_error',
  confidence: 'low',
  priority: 150,
  fixtures: ['agent-output-quota-words-orch-1292', 'syn-stderr-summary-prose'],
  summary: 'Markdown prose on stderr with no error marker is the agent talking, not a failure.',
  match(s, all) {
    if (s.channel !== 'stderr' && s.channel !== 'stdout') return null;
    const text = failureText(s, all);
    if (text === null || s.origin !== 'text') return null;
    // Each pattern runs only when the text holds its literal (a span its backtick, a bullet its
    // marker and space): most texts hold neither, and a literal is found faster than a pattern.
    const spans = text.includes('`') ? (text.match(/`[^`\n]{1,80}`/g)?.length ?? 0) : 0;
    const bullets =
      (text.includes('- ') || text.includes('* ') || text.includes('+ ')) &&
      /(?:^|\s)[-*+] (?:Added|Fixed|Updated|Removed|Changed|Refactored|Implemented|Renamed|Moved)\b/.test(
        text,
      );
    if (spans < 2 && !bullets) return null;
    const marker =
      /\b(?:error|failed|fatal|exception|panic|denied|refused|unauthori[sz]ed|forbidden|timed out|try again|retry(?:ing)? (?:after|in))\b|[✗✖■⎿]|\b[45]\d\d\b|API Error|does not exist|do not have access|not found|disconnected|\bblock(?:ed|_?reason)\b|aborted|\b(?:invalid|missing|required|must|can only|not allowed|could not|cannot|requires|was provided|retrying)\b|\bno (?:[\w-]+ ){0,3}(?:provided|configured)\b|\bnot (?:provided|configured|set)\b|\bpass it via\b|\bDid not find\b/i;
    return marker.test(text) ? null : { timing: null };
  },
};

/** The agent narrating its work: first person, or a change summary opening with its verb. */
const NARRATION =
  /^\s*(?:(?:I|We)(?:'ve|'m| have| am| will)?\s|(?:Added|Fixed|Updated|Removed|Changed|Refactored|Implemented|Renamed|Moved|Created|Wrote|Done|Let me|Here(?:'s| is))\b)/;
/** A line that reports an error rather than narrating one. */
const ERROR_LINE = /^\s*(?:[✗✖■⎿⏺●×!]\s*)*(?:\[?API Error\b|Error\b|ERROR\b|error:|fatal:|panic:)/m;

/**
 * The short stdout of a failed process that is the agent narrating its work ("Refactored the
 * quota check…"): the phrases it mentions are not the failure, and nothing else says what was.
 */
const narration: Rule = {
  id: 'agent.stdout_narration',
  tier: 'signature',
  code: 'unclassified',
  confidence: 'low',
  priority: 150,
  fixtures: ['gen-stdout-narration-payment-required'],
  summary: 'Narrating stdout of a failed process is no failure evidence, whatever words it uses.',
  match(s, all) {
    if (s.channel !== 'stdout' || !s.lowTrust || s.origin !== 'text') return null;
    const text = failureText(s, all);
    if (text === null || !NARRATION.test(text) || ERROR_LINE.test(text)) return null;
    return { timing: null };
  },
};

/** Markers of an agent's side work: title/summary agents, small-model utility calls. */
/** Work the agent did on the side (title, summary agents) is not the user's turn (lesson 7). */
const background: Rule = {
  id: 'background.utility_agent',
  tier: 'signature',
  code: 'unclassified',
  confidence: 'low',
  priority: 200,
  fixtures: ['opencode-title-agent-model-not-found-6493', 'gen-semantic-cache-embedding-429'],
  summary:
    "Errors only of side work (a title or summary agent, a semantic cache's own calls) must not drive routing.",
  match(s, all) {
    return s.background && failureText(s, all) !== null ? { timing: null } : null;
  },
};

/**
 * The last decisive event wins inside one log too (issue 10, kind 2): an abort followed by a
 * provider failure that ended the turn is that failure, not a cancellation.
 */
const cancelRule = local.find((r) => r.id === 'cancel.user_or_context')!;
const cancelMatch = cancelRule.match;
const CANCEL_AT =
  /context cancel+ed|Request was aborted|\bAbortError\b|operation was aborted|(?:cancel+ed|aborted|interrupted) by (?:the )?user|\[Request interrupted|user (?:cancel+ed|aborted)|\binterrupted \(esc\)|\bKeyboardInterrupt\b/gi;
const LATER_PROVIDER_FAILURE =
  /(?:API Error|\bError|status(?: code)?|code)\W{0,3}(?:429|5\d\d)\b|\boverloaded_error\b|\brate_limit_error\b|\bapi_error\b/i;
cancelRule.match = (s, all) => {
  const hit = cancelMatch(s, all);
  if (!hit || s.text === undefined) return hit;
  let last = -1;
  for (const m of s.text.matchAll(CANCEL_AT)) last = m.index + m[0].length;
  return last >= 0 && LATER_PROVIDER_FAILURE.test(s.text.slice(last)) ? null : hit;
};

/** Every signature rule. */
/**
 * Provider and gateway messages in Chinese (Zhipu, DashScope, Moonshot, MiniMax, and the one-api /
 * new-api relays many users reach Claude or OpenAI models through): the same kinds, in the words
 * those services use. Each is a phrase of its kind, never a lone character.
 */
const chinese: Rule[] = [
  textRule({
    id: 'zh.quota_exhausted',
    tier: 'signature',
    code: 'quota_limited',
    pattern:
      /今日免费消息上限|已超出目前的使用額度|资源包余量已用尽|计费资源已耗尽|欠费停服|\b\w*ResourcePackExhausted\b|\bChargeResourceExhaust\b|余额不足|余额过低|余额太低|额度不足|额度已用尽|额度已用完|配额已用尽|配额已用完|配额不足|账户已欠费|已欠费|请充值|无可用资源包|今日额度已用|今日次数已用|每日额度已用|积分已用完|积分已用尽|积分不足|用量已达上限|超过其免费配额|超出免费配额|超过免费配额/,
    priority: 90,
    fixtures: ['gen-zh-balance-too-low', 'gen-zh-balance-insufficient'],
    summary: 'A balance or allowance spent, in Chinese (余额不足, 额度已用尽).',
  }),
  textRule({
    id: 'zh.rate_limited',
    tier: 'signature',
    code: 'rate_limited',
    pattern:
      /超过了频率限制|\bRequestLimitExceeded\b|(?:TPM|RPM)[^。\n]{0,10}(?:达到|超过)了?上限|请求速率[^。\n]{0,20}(?:达到|超过)|官方限速|频率过高|已触发流量限制|触发了?流量限制|触发了?频率限制|触发了?速率限制|请求过于频繁|请求太频繁|请求过频|请求过多|请求太多|请求数过多|请求量过[多大]|请求次数过多|访问过于频繁|访问太频繁|访问过多|访问次数过多|调用过于频繁|调用太频繁|调用次数过多|请求频率过高|请求频率超限|请求频率超过限制|访问频率过高|调用频率过高|调用频率超限|频率超限|触发限流|触发了限流|并发数过高|并发过高|并发数超限|并发超限|并发量过[高大]|速率限制|请求限频|接口限频|已限频|(?:达到|超过|超出)了?[^。\n]{0,12}(?:并发限制|并发上限|并发数限制|并发数上限)|并发数已?(?:超过|超出|达到)了?(?:限制|上限)|并发请求数?已?(?:超过|超出|达到)了?(?:限制|上限)/,
    priority: 85,
    splitByWait: true,
    fixtures: ['gen-zh-requests-too-frequent', 'gen-zh-too-many-api-requests'],
    summary: 'Requests too frequent or too concurrent, in Chinese (请求过于频繁); split by wait.',
  }),
  textRule({
    id: 'zh.overloaded',
    tier: 'signature',
    code: 'provider_overloaded',
    pattern: /服务器繁忙|系统繁忙|服务繁忙|上游繁忙|负载已饱和|负载过高|访问量过大|访问人数过多|服务过载/,
    priority: 85,
    fixtures: ['gen-zh-server-busy'],
    summary: 'A busy or overloaded service, in Chinese (服务器繁忙, 负载已饱和).',
  }),
  textRule({
    id: 'zh.auth_failed',
    tier: 'signature',
    code: 'auth_required',
    pattern:
      /API ?(?:Token|Key|令牌|密钥) ?已过期|密钥已(?:被)?(?:禁用|停用|吊销)|(?:设备代码|设备码|授权码)已过期|请重新登录|授权超时|API ?[Kk]ey ?不正确|令牌已过期|令牌无效|令牌验证失败|无效的令牌|密钥无效|密钥错误|密钥已过期|无效的 ?API ?(?:密钥|[Kk]ey)|API ?[Kk]ey ?(?:无效|错误|已过期)|认证失败|鉴权失败|身份验证失败|请先登录|错误的 ?API_?[Kk][Ee][Yy]|请检查(?:您的|你的)? ?API ?[Kk]ey/,
    // A guess between causes ("可能是密钥错误，也可能是请求过快") decides nothing.
    unless: new RegExp(String.raw`可能是[^。\n]{0,30}也可能是|${TOKEN_STEP_FAILED_BY_NETWORK}`, 'i'),
    priority: 85,
    fixtures: ['gen-zh-api-key-expired', 'gen-zh-token-expired'],
    summary: 'A rejected or expired key or token, in Chinese (令牌已过期, 认证失败).',
  }),
  textRule({
    id: 'intl.auth_failed',
    tier: 'signature',
    code: 'auth_required',
    // An authentication that failed, in the languages agents' locale files carry it in.
    pattern:
      /認証が失敗|認証に失敗|Ошибка аутентификации|Аутентификация не удалась|kimlik doğrulama başarısız|Authentifizierung fehlgeschlagen|Authenticatie mislukt|Échec de l.authentification|Falha na [Aa]utenticação|Falha de [Aa]utenticação|Error de autenticación|인증에 실패|인증이 실패|\b[Aa]utenticación\b[^.\n]{0,30}\bfalló|\b[Ff]alló la autenticación\b|\b[Aa]utenticação\b[^.\n]{0,30}\bfalhou\b|\b[Ll].authentification a échoué|\bAnmeldung fehlgeschlagen\b|[Оо]шибка авторизации|ورود[^.\n]{0,30}دیگر معتبر نیست|प्रमाणीकरण (?:की आवश्यकता|आवश्यक)|فشل (?:التحقق من الهوية|المصادقة)|помилка автентифікації|การอนุญาตล้มเหลว|การยืนยันตัวตนล้มเหลว|\brequiere autenticación\b|\bwymaga uwierzytelnienia\b|クラウド認証が必要|\berfordert (?:eine )?(?:Cloud-)?Authentifizierung\b|\bnécessite une authentification\b|\brequer autenticação\b|\brichiede (?:l.)?autenticazione\b|[Ll]isensnøkkelen(?: du la inn)? er ugyldig|[Ll]icensnøglen(?: du indtastede)? er ugyldig|[Ll]icensnyckeln(?: du angav)? är ogiltig|[Aa]utentisering(?:en)? (?:mislyktes|mislykkedes)|[Aa]utentisering(?:en)? misslyckades|[Uu]gyldig autori(?:sasjons|sations)kode|[Oo]giltig auktoriseringskod|Sesión expirada|(?:a rejeté la requête|リクエストを拒否しました)\s?[（(]401\/403/,
    priority: 85,
    fixtures: ['gen-portuguese-auth-failed-capital', 'gen-intl-auth-failed'],
    summary:
      'An authentication that failed, in languages other than English (the locale files of agents and chat apps).',
  }),
  textRule({
    id: 'zh.model_unavailable',
    tier: 'signature',
    code: 'model_unavailable',
    pattern:
      /未找到模型|令牌无权使用模型|模型不存在|模型不可用|无可用渠道|不支持该模型|不支持此模型|模型[^，。\n]{1,30}不存在|无权访问[^\n]{0,10}模型|不支持当前模型/,
    // No channel because every provider is circuit-broken (熔断) is the relay's state, not the model.
    unless: /熔断/,
    priority: 85,
    fixtures: ['gen-zh-model-missing'],
    summary: 'A model that does not exist or has no route, in Chinese (模型不存在, 无可用渠道).',
  }),
  textRule({
    id: 'ja.usage_limit',
    tier: 'signature',
    code: 'quota_limited',
    pattern: /利用制限に達しました|使用制限に達しました|利用上限に達しました|使用上限に達しました/,
    priority: 90,
    fixtures: ['gen-ja-usage-limit'],
    summary: 'A usage limit reached, in Japanese (利用制限に達しました).',
  }),
  textRule({
    id: 'zh.network',
    tier: 'signature',
    code: 'network_unavailable',
    pattern:
      /连接(?:至|到)服务器时(?:发生)?错误|网络连接失败|网络连接超时|网络连接异常|网络异常|网络错误|无法连接到服务器/,
    priority: 70,
    fixtures: ['gen-zh-network-failed'],
    summary: 'The network failing, in Chinese (网络连接失败, 无法连接到服务器).',
  }),
  textRule({
    id: 'intl.rate_limited',
    tier: 'signature',
    code: 'rate_limited',
    pattern:
      /слишком много запросов|\brate limit error encountered\b|\bper min(?:ute)? rate reached\b|\brate[- ]limited by (?:the )?(?:proxy|gateway|upstream|server)\b|\bHigh concurrency usage of this API\b|\bplease reduce (?:the )?concurrency\b|\bprovider rate limit error\b|リクエストが多すぎます|リクエスト数の上限|レート制限|요청이 너무 많습니다|요청 한도를 초과|속도 제한|demasiadas solicitudes|límite de (?:solicitudes|peticiones|velocidad)|zu viele Anfragen|Ratenlimit|trop de requêtes|limite de (?:débit|requêtes)|muitas (?:solicitações|requisições)|limite de taxa|(?:достиг|превыс|превыш)[а-яё]* лимит[а-яё]* запрос|лимит[а-яё]* скорост|hız sınırı aşıldı|istek sınırı aşıldı|çok fazla istek|limite di (?:richieste|velocità) (?:superato|raggiunto)|troppe richieste|batas (?:laju|permintaan) (?:terlampaui|tercapai)|terlalu banyak permintaan|przekroczono limit (?:zapytań|żądań)|zbyt wiele (?:zapytań|żądań)|vượt quá giới hạn (?:tốc độ|yêu cầu)|quá nhiều yêu cầu|(?:[Дд]осягнуто|[Дд]осягли) максимальн[а-яіїєґ]* кільк[а-яіїєґ]* запит|забагато запитів|طلبات كثيرة جدًا|عدد كبير جدًا من الطلبات|تجاوز(?:ت)? حد (?:المعدل|الطلبات)|बहुत (?:अधिक|सारे) अनुरोध/i,
    priority: 75,
    splitByWait: true,
    fixtures: ['gen-intl-too-many-requests'],
    summary:
      'Too many requests or a rate limit, in languages other than English (the locale files of agents and chat apps).',
  }),
  textRule({
    id: 'intl.quota_limited',
    tier: 'signature',
    code: 'quota_limited',
    // A quota used up or exceeded, in the languages agents' and chat apps' locale files carry it in
    // (the word for quota with a verb of reaching or exceeding it; asking to raise one decides nothing).
    pattern:
      /クォータ(?:を|が)?(?:超過|使い切|上限に達)|割り当て(?:量)?(?:を超過|の上限に達|を使い切)|할당량(?:을|이)? ?(?:초과|소진|모두 사용)|할당량 한도에 도달|квот[аыу]? (?:исчерпан|превышен)|(?:исчерпан|превышен)[аоы]? квот|лимит[а-яё]* квот|\b(?:Kontingent|Quote)\b[^.\n]{0,40}\b(?:erschöpft|überschritten|aufgebraucht)|\bquota (?:dépassé|atteint|épuisé)|\blimite de quota\b|\bcuota (?:excedida|agotada|superada)|\blímite de cuota\b|\bcota (?:excedida|esgotada|atingida)|\blimite de cota\b|перевищили (?:свою )?(?:поточну )?квоту|квот[а-яіїєґ]* (?:вичерпано|перевищено)|(?:تجاوزت|استنفدت) (?:\S+ )?الحصة|لم يتبق لديك أي حصة|سهمیه (?:شما )?(?:تمام شده|به پایان رسیده)|محدودیت استفاده[^.\n]{0,40}به حداکثر رسیده|कोटा (?:समाप्त|पार|खत्म)|\b(?:alcanzado|agotado|superado|excedido) (?:su |tu |la )?cuota\b|\batingiu (?:a |o )?(?:sua |seu )?(?:cota|quota)\b|\b(?:atteint|dépassé|épuisé) (?:votre |le |la )?quota\b|\b(?:raggiunto|superato|esaurito) (?:la tua |la )?quota\b|\bquota (?:esaurita|superata)\b|\bKontingent (?:erreicht|ausgeschöpft)\b|\bkota(?:nızı|nız)? (?:aştınız|aşıldı|doldu|tükendi)|(?:vượt quá|đã dùng hết|hết) hạn ngạch|\bkuota (?:habis|terlampaui|tercapai)\b|\bquotum (?:overschreden|bereikt|opgebruikt)\b|\b(?:alcanzaste|has alcanzado|ha alcanzado|alcanzó) (?:tu |su |el )?límite de uso\b|\b(?:atingiu|atingiste) (?:o )?(?:seu |teu )?limite de uso\b|\b(?:atteint|dépassé) (?:votre |ta |la )?limite d.utilisation\b|\bNutzungslimit (?:erreicht|überschritten)\b|ไม่มีเครดิต|เครดิตไม่เพียงพอ|เครดิตหมด|\bAbonnement ist aufgebraucht\b|\bGuthaben\b[^.\n]{0,40}\bnicht aus\b|\bcrédits? (?:insuffisants?|épuisés?)\b|\bcréditos? insuficientes?\b|\bcrediti insufficienti\b|(?:månatliga|dagliga|veckovisa) kvot|(?:månedlige|daglige|ukentlige) kvote|на вашому рахунку немає кредитів|поповніть рахунок|Tägliches Limit erreicht|日の上限に達しました|クレジットがありません|크레딧이 없습니다|ローリングウィンドウのコスト制限を超過|Превышен лимит скользящего окна/i,
    priority: 75,
    fixtures: ['gen-intl-quota-exceeded'],
    summary:
      'A quota used up or exceeded, in languages other than English (the locale files of agents and chat apps).',
  }),
  textRule({
    id: 'intl.context_window',
    tier: 'signature',
    code: 'context_window_exceeded',
    pattern:
      /コンテキスト(?:長|ウィンドウ|の長さ)?(?:の上限|を超え|が上限)|최대 컨텍스트|컨텍스트 (?:길이|창|윈도우)(?:를|이|가)? ?(?:초과|넘)|превыш[а-яё]* (?:максимальн[а-яё]* )?(?:длин[а-яё]* контекст|контекстн[а-яё]* окн)|(?:длин[а-яё]* контекст|контекстн[а-яё]* окн)[а-яё]*[^.\n]{0,20}превыш|\b(?:Kontextfenster|Kontextlänge)\b[^.\n]{0,30}überschritten|überschreitet (?:das |die )?(?:Kontextfenster|maximale Kontextlänge)|dépasse (?:la )?(?:fenêtre de contexte|longueur (?:maximale )?(?:de|du) contexte)|fenêtre de contexte[^.\n]{0,20}dépassée|\bexcede (?:la )?(?:ventana de contexto|longitud (?:máxima )?(?:del? contexto|que el modelo))|ventana de contexto[^.\n]{0,20}(?:excedida|superada)|\bexcede (?:a )?(?:janela de contexto|(?:o )?comprimento (?:máximo )?(?:do|de) contexto|(?:o )?limite de contexto)|janela de contexto[^.\n]{0,20}(?:excedida|ultrapassada)|melampaui batas[^.\n]{0,30}panjang konteks|panjang konteks[^.\n]{0,30}(?:melampaui|terlampaui)|(?:supera|superato|supera(?:to)? il limite)[^.\n]{0,30}(?:lunghezza (?:massima )?del contesto|finestra di contesto)|(?:lunghezza (?:massima )?del contesto|finestra di contesto)[^.\n]{0,30}superat|bağlam (?:uzunluğu|penceresi)[^.\n]{0,30}aş|przekroczono[^.\n]{0,30}(?:długość|okno) kontekstu|vượt quá[^.\n]{0,30}(?:độ dài|cửa sổ) ngữ cảnh|الحد الأقصى (?:ل)?سياق النموذج|نافذة السياق|контекстн[а-яіїєґ]* вікн[а-яіїєґ]*[^.\n]{0,30}перевищ|संदर्भ (?:सीमा|विंडो)|vượt quá độ dài (?:mà )?mô hình|\btoken (?:limitini|sınırını) aşıyor|\b(?:dépassé|dépasse) la limite de contexte\b|\b(?:superado|excede) el límite de contexto\b|\b(?:excedeu|ultrapassou) o limite de contexto\b|\bsuperato il limite di contesto\b|\bKontextlimit\b[^.\n]{0,20}\büberschritten\b|\bcontextlimiet\b[^.\n]{0,20}\b(?:overschreden|bereikt)\b|\bcontextvenster\b[^.\n]{0,30}\boverschreden\b|\bprzekroczono limit kontekstu\b|\bmelampaui batas konteks\b|超[过過]了?[^。\n]{0,10}最大上下文|modellens kontekst(?:grense|grænse|vindu|vindue)|modellens kontextgräns|modellens kontextfönster/i,
    priority: 80,
    fixtures: ['gen-intl-context-window'],
    summary:
      "A request over the model's context window, in languages other than English (the locale files of agents and chat apps).",
  }),
  textRule({
    id: 'intl.model_not_found',
    tier: 'signature',
    code: 'model_unavailable',
    pattern:
      /モデルが(?:見つかりません|見つかりませんでした|存在しません)|모델을 찾을 수 없|모델이 존재하지 않|модел[а-яё]* не (?:найден|существует)|\bModell (?:wurde )?nicht gefunden\b|\bModell existiert nicht\b|\bmodèle (?:introuvable|non trouvé|n.existe pas)|\bmodelo no (?:encontrado|existe)\b|\bno se (?:encontró|pudo encontrar) el modelo\b|\bmodelo não (?:encontrado|existe)\b|\bnão foi possível encontrar o modelo\b|\bmodel(?:i)? bulunamadı|\bmodel mevcut değil|không tìm thấy mô hình|mô hình không tồn tại|\bnie znaleziono modelu\b|\bmodel nie istnieje\b|\bmodello non (?:trovato|esiste)\b|\bmodello\b[^.\n]{0,30}\bnon è più disponibile|\bmodel (?:niet gevonden|bestaat niet)\b|\bmodel tidak ditemukan\b|\bmodèle\b[^.\n]{0,30}\bn.est plus disponible|\bmodelo\b[^.\n]{0,30}\bya no está disponible|\bmodelo\b[^.\n]{0,30}\bnão está mais disponível|\bModell\b[^.\n]{0,30}\bnicht mehr verfügbar|無法識別所選的模型|无法识别所选的模型|ไม่พบโมเดล/i,
    priority: 80,
    fixtures: ['gen-intl-model-not-found'],
    summary:
      'A model that does not exist or was not found, in languages other than English (the locale files of agents and chat apps).',
  }),
  textRule({
    id: 'intl.api_key_missing',
    tier: 'signature',
    code: 'missing_credentials',
    pattern:
      /缺少[\w ]{0,20}API密钥|API\s?密钥不能为空|(?:还没配置|还没设置|尚未配置|尚未设置|尚未填写|没有配置|没有设置|没有填写)[^\n，,。]{0,12}?(?:密钥|API ?[Kk]ey|_API_KEY)|APIキーが(?:設定されていません|ありません|見つかりません)|APIキー(?:が)?未(?:設定|入力)|API ?키가 (?:없|설정되지 않)|API[- ]?ключ[а-яё]* (?:не (?:указан|задан|найден)|отсутствует)|отсутствует API[- ]?ключ|\bAPI-Schlüssel fehlt\b|\bkein API-Schlüssel\b|\bclé (?:d.API|API) (?:manquante|absente)|\baucune clé (?:d.API|API)\b|\bfalta (?:la )?clave (?:de )?API\b|\bclave (?:de )?API no (?:configurada|proporcionada)\b|\bchave (?:de )?API (?:ausente|não (?:configurada|fornecida))|\bNon hai (?:aggiunto|impostato|inserito) una chiave API\b|\bchiave API (?:mancante|non (?:impostata|configurata|trovata))\b|API anahtarı (?:eksik|girilmedi|bulunamadı|ayarlanmadı)|\bkunci API (?:belum|tidak) (?:diatur|ditambahkan|ditemukan|ada)\b|\bbrak klucza API\b|\bchưa (?:nhập|cấu hình|thiết lập) (?:khóa|khoá) API\b|مفتاح API مطلوب|(?:не вказано|відсутній) (?:API[- ]ключ|ключ API)|کلید API (?:وارد نشده|تنظیم نشده|لازم است)|API (?:कुंजी|की) (?:आवश्यक|गायब|सेट नहीं)|\banahtar bulunamadı|\bgeen API-sleutel\b|\bAPI-sleutel ontbreekt\b|\bklucz API nie (?:został )?(?:ustawiony|podany)\b|缺少憑證|缺少凭证|(?:设置|設置|配置)(?:您的|你的) ?API ?(?:密钥|金鑰)|인증 정보가 누락|ต้องใช้คีย์ API|ไม่มีคีย์ API|nem adott meg API-kulcsot|API-kulcs hiányzik|API ?키가 비어|缺少 API key|缺少API key|缺少 API Key|缺少API Key/i,
    // Advice for a case ("如果没有配置 API 密钥", if no key is configured) states no failure.
    unless: /如果没有(?:配置|设置|填写)/,
    priority: 85,
    fixtures: [
      'gen-zh-missing-api-key',
      'gen-zh-api-key-empty',
      'gen-ja-api-key-unset',
      'gen-zh-key-not-configured',
      'gen-intl-api-key-missing',
      'gen-api-key-not-configured-zh',
    ],
    summary: 'No API key set, in languages other than English (the locale files of agents and chat apps).',
  }),
  textRule({
    id: 'intl.api_key_invalid',
    tier: 'signature',
    code: 'auth_required',
    pattern:
      /APIキーが(?:無効|正しくありません|間違って)|無効なAPIキー|(?:잘못된|유효하지 않은) API ?키|API ?키가 (?:잘못|유효하지 않)|(?:недействительн|неверн)[а-яё]* (?:API[- ]?)?ключ|(?:API[- ]?)?ключ[а-яё]* (?:недействител|неверен)|срок действия[^.\n]{0,30}ключ[а-яё]* ист[её]к|\b(?:ungültiger|falscher) API-Schlüssel\b|\bAPI-Schlüssel (?:ist )?(?:ungültig|abgelaufen)\b|\bclé (?:d.API|API) (?:invalide|incorrecte|expirée)|\bclave (?:de )?API (?:no (?:es )?válida|inválida|incorrecta|caducada)|\bchave (?:de )?API (?:inválida|incorreta|expirada)|недійсн[а-яіїєґ]* (?:OpenAI )?(?:API[- ]ключ|ключ)|مفتاح API غير صالح|کلید API نامعتبر|अमान्य API (?:कुंजी|की)|API Anahtar[ıi] (?:yanlış|geçersiz|hatalı)|\banahtar[ıi]? geçersiz|(?:khóa|khoá) API (?:không hợp lệ|sai)|\bnieprawidłowy klucz API\b|\bklucz API (?:jest )?nieprawidłowy\b|\bchiave API (?:non valida|errata|scaduta)\b|\bongeldige API-sleutel\b|\bAPI-sleutel (?:is )?(?:ongeldig|onjuist|verlopen)\b|\bkunci API (?:tidak valid|salah)\b|API कुंजी[^।\n]{0,20}अमान्य|अमान्य API कुंजी/i,
    priority: 85,
    fixtures: ['gen-intl-api-key-invalid'],
    summary:
      'A rejected or expired key, in languages other than English (the locale files of agents and chat apps).',
  }),
  textRule({
    id: 'intl.network',
    tier: 'signature',
    code: 'network_unavailable',
    pattern:
      /ネットワークエラー|(?:API|サーバー?)に接続できません|接続がタイムアウト|네트워크 오류|서버에 연결할 수 없|ошибка сети|сетевая ошибка|не удалось подключиться к серверу|соединени[а-яё]*[^.\n]{0,20}(?:прервано|разорвано)|\bNetzwerkfehler\b|\bVerbindung\b[^.\n]{0,40}\b(?:unterbrochen|fehlgeschlagen|abgelaufen)\b|\berreur (?:de )?réseau\b|\bimpossible de se connecter au serveur\b|\bconnexion\b[^.\n]{0,20}\b(?:interrompue|expirée)|\berror de red\b|\bno se pudo conectar (?:al|con el) servidor\b|\bconexión\b[^.\n]{0,20}\b(?:interrumpida|agotada)\b|\berro de rede\b|\bnão foi possível conectar ao servidor\b|\bconexão\b[^.\n]{0,20}\b(?:interrompida|expirou)\b|\bpołączenie\b[^.\n]{0,40}(?:zostało przerwane|przekroczono limit czasu)|\bbłąd sieci\b|lỗi mạng|không thể kết nối (?:tới|đến|với) máy chủ|\bağ hatası\b|\bsunucuya bağlanılamadı\b|\berrore di rete\b|\bimpossibile connettersi al server\b|\bconnessione\b[^.\n]{0,20}\b(?:interrotta|scaduta)\b|\bnetwerkfout\b|\bkan geen verbinding maken met de server\b|\bverbinding\b[^.\n]{0,20}\b(?:verbroken|verlopen)\b|\bkesalahan jaringan\b|\btidak dapat terhubung ke server\b|네트워크가 불안정|서버가 응답하지 않|網路錯誤|無法連線到[^。\n]{0,10}伺服器|tog för lång tid (?:på sig )?att svara|ett nätverksfel har inträffat|spojení se serverem bylo (?:neočekávaně )?přerušeno|der opstod en netværksfejl|det oppstod en nettverksfeil|Você está offline|Connessione rifiutata/i,
    priority: 70,
    fixtures: ['gen-ja-api-unreachable', 'gen-intl-network-error'],
    summary:
      'The network failing, in languages other than English (the locale files of agents and chat apps).',
  }),
  textRule({
    id: 'intl.provider_unavailable',
    tier: 'signature',
    code: 'provider_unavailable',
    pattern:
      /(?:サービス|サーバー)が(?:一時的に)?利用できません|一時的に利用できません|일시적으로 사용할 수 없|временно недоступ|сервис[а-яё]* недоступ|\b(?:vorübergehend|derzeit) nicht verfügbar\b|\b(?:temporairement|momentanément) indisponible\b|\bservice indisponible\b|\bservicio no disponible\b|\btemporalmente no disponible\b|\bno (?:está )?disponible temporalmente\b|\btemporariamente indisponível\b|\bserviço indisponível\b|(?:일시적으로|현재)[^.\n]{0,20}사용할 수 없|خطأ داخلي في الخادم|внутрішня помилка сервера|خطای داخلی سرور|आंतरिक सर्वर त्रुटि|\b(?:provider|servizio|server|modello)\b[^.\n]{0,30}\btemporaneamente\b[^.\n]{0,30}\bnon disponibile\b|\bservizio non disponibile\b|\btijdelijk niet beschikbaar\b|\b(?:chwilowo|tymczasowo) niedostępn|tạm thời không khả dụng|\bgeçici olarak kullanılamıyor|\bsementara tidak tersedia\b|ゲートウェイタイムアウト|게이트웨이 시간 초과|网关超时|閘道逾時|ogiltigt svar från (?:den )?överordnade tjänsten|(?:tjänsten|servern) är (?:tillfälligt )?otillgänglig|(?:tjenesten|serveren) er (?:midlertidig(?:t)? )?(?:utilgjengelig|utilgængelig)/i,
    priority: 70,
    fixtures: ['gen-intl-service-unavailable'],
    summary:
      'The service temporarily unavailable, in languages other than English (the locale files of agents and chat apps).',
  }),
  textRule({
    id: 'intl.region_unsupported',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern:
      /(?:お住まいの|現在の)(?:地域|国|場所)(?:では|で)[^。\n]{0,20}(?:サポートされていません|利用できません)|현재 위치에서는[^.\n]{0,30}지원하지 않|(?:регион|стран)[а-яё]*[^.\n]{0,30}не поддерживается|\bin (?:Ihrer|Ihrem) (?:Region|Land|Standort)\b[^.\n]{0,30}nicht (?:verfügbar|unterstützt)|\b(?:votre|cette) (?:région|pays|localisation)\b[^.\n]{0,40}\bn.(?:est|prend) pas\b[^.\n]{0,20}\b(?:disponible|en charge)|\btu ubicación actual no admite\b|\b(?:tu|su) (?:región|país|ubicación)\b[^.\n]{0,40}\bno (?:está disponible|admite|es compatible)|\bsua (?:região|localização|localidade) (?:atual )?não (?:suporta|é suportada|está disponível)/i,
    priority: 80,
    fixtures: ['gen-intl-region-unsupported'],
    summary:
      "The provider refuses the caller's region, in languages other than English (the locale files of agents and chat apps).",
  }),
  textRule({
    id: 'intl.account_suspended',
    tier: 'signature',
    code: 'subscription_required',
    pattern:
      /アカウントが(?:無効化|停止|凍結)|계정이 (?:비활성화|정지)|(?:аккаунт|учётн[а-яё]* запис)[а-яё]* (?:был[а-яё]* )?(?:деактивирован|заблокирован|приостановлен)|\bKonto (?:wurde )?(?:deaktiviert|gesperrt)|\bcompte (?:a été )?(?:désactivé|suspendu)|\bcuenta (?:ha sido )?(?:desactivada|suspendida)|\bconta (?:foi )?(?:desativada|suspensa)|انتهت صلاحية (?:ترخيصك|اشتراكك)|\blicenza (?:è )?scaduta\b|\blicence (?:a )?expirée?\b|\blicencia (?:ha )?(?:caducado|expirado)\b|\blicença (?:expirou|expirada)\b|\bLizenz (?:ist )?abgelaufen\b|\blisans(?:ınızın|ınız)? süresi doldu|\blicencja (?:wygasła|straciła ważność)|giấy phép (?:của bạn )?đã hết hạn|\blicentie is verlopen\b|\blisensi (?:telah )?kedaluwarsa\b|\babbonamento (?:è )?scaduto\b|\baccount (?:è stato )?(?:disattivato|sospeso)\b|\baccount (?:is )?(?:gedeactiveerd|opgeschort|geblokkeerd)\b|\bkonto (?:zostało )?(?:zawieszone|dezaktywowane|zablokowane)\b|\bhesab(?:ınız)? (?:askıya alındı|devre dışı bırakıldı)|tài khoản[^.\n]{0,20}(?:bị vô hiệu hóa|bị tạm ngưng|bị khóa)|\bakun (?:Anda )?(?:dinonaktifkan|ditangguhkan)\b|license ?已过期|许可证已过期/i,
    priority: 80,
    fixtures: ['gen-intl-account-suspended', 'gen-intl-license-expired'],
    summary:
      'An account deactivated or suspended, or a licence or subscription expired, in languages other than English (the locale files of agents and chat apps).',
  }),
  textRule({
    id: 'intl.overloaded',
    tier: 'signature',
    code: 'provider_overloaded',
    pattern:
      /\bTemporary overload\b|\bExceeds maximum queue size\b|\brequest timed out in queue\b|\bunexpectedly high load\b|サーバーが(?:混雑|過負荷)|過負荷状態|서버가 (?:과부하|혼잡)|servidor (?:está )?sobrecargado|Server ist überlastet|serveur (?:est )?surchargé|servidor (?:está )?sobrecarregado|\b(?:stark|derzeit) ausgelastet\b|überlastet|перегружен|混雑しています|과부하 상태|sobrecargad[oa]|sobrecarregad[oa]|sovraccaric[oa]|\boverbelast\b|przeciążon|quá tải|aşırı yüklü|\bkelebihan beban\b/i,
    priority: 75,
    fixtures: ['gen-intl-server-overloaded'],
    summary:
      'The server overloaded or busy, in languages other than English (the locale files of agents and chat apps).',
  }),
  textRule({
    id: 'intl.content_refused',
    tier: 'signature',
    code: 'content_refused',
    // A content policy, a safety filter or a moderation system named in an error: the refusal's own nouns.
    pattern:
      /\bInhaltsrichtlinie|\bSicherheitsfilter|\bModerationssystem|\bpolitique (?:de|du) contenu\b|\bfiltre de sécurité\b|\bsystème de modération\b|\bpolítica de contenido\b|\bfiltro de seguridad\b|\bsistema de moderación\b|\bpolítica de conteúdo\b|\bfiltro de segurança\b|\bsistema de moderação\b|\bpolitic(?:a|he) (?:sui|dei) contenuti\b|\bfiltro di sicurezza\b|\bsistema di moderazione\b|\binhoudsbeleid\b|\bveiligheidsfilter|\bmoderatiesysteem\b|\bpolityk[aię] treści\b|\bfiltr(?:a|u|y)? bezpieczeństwa\b|\bsystem(?:u)? moderacji\b|\biçerik politika|\bgüvenlik filtresi|\bmoderasyon sistem|chính sách nội dung|bộ lọc (?:an toàn|nội dung)|hệ thống kiểm duyệt|\bkebijakan konten\b|\bfilter keamanan\b|\bsistem moderasi\b|политик[а-яё]* (?:в отношении )?контента|фильтр[а-яё]* безопасности|систем[а-яё]* модерации|コンテンツポリシー|安全フィルター|콘텐츠 정책|안전 필터/i,
    priority: 85,
    fixtures: ['gen-intl-content-refused'],
    summary:
      'A content policy, safety filter or moderation system refusing, in languages other than English (the locale files of agents and chat apps).',
  }),
  textRule({
    id: 'zh.usage_cap',
    tier: 'signature',
    code: 'quota_limited',
    pattern:
      /已达今日[^\n]{0,8}限额|今日调用次数[^\n]{0,4}(?:上限|限额|用完|用尽)|今日次数[^\n]{0,4}(?:上限|限额|用完|用尽)|今日额度[^\n]{0,4}(?:上限|限额|用完|用尽)|日限额|每日限额|日配额|使用上限|用量上限|调用上限|使用限额|用量限额/,
    priority: 90,
    fixtures: ['gen-zh-usage-cap-reset'],
    summary: 'A usage cap reached, in Chinese (已达到…使用上限, 额度已用完): a quota window.',
  }),
  textRule({
    id: 'zh.context_window',
    tier: 'signature',
    code: 'context_window_exceeded',
    pattern:
      /超过了?模型的?上下文长度|最大上下文长度为|(?:内容|输入)长度超(?:出|过)[^\n]{0,10}?限制|Prompt ?超长|prompt ?超长|输入超长|请求超长|上下文超长|上下文长度超过|上下文长度超出|上下文超过|上下文超出|超出了模型的最大上下文|超出模型的最大上下文|超出最大上下文|超过了模型的最大|超过模型的最大|超过模型最大/,
    priority: 85,
    fixtures: ['gen-zh-exceeds-model-context-length', 'gen-zh-context-too-long'],
    summary: 'A request over the model’s context, in Chinese (上下文长度超过, Prompt 超长).',
  }),
  textRule({
    id: 'zh.content_refused',
    tier: 'signature',
    code: 'content_refused',
    pattern:
      /合规问题|被阻止生成|被拦截生成|敏感内容|敏感信息|敏感词|不安全或敏感|内容安全|违规内容|内容审核|安全审核|涉及敏感|包含不适当/,
    priority: 85,
    fixtures: ['gen-zh-sensitive-content'],
    summary: 'A content-safety refusal, in Chinese (敏感内容, 内容安全).',
  }),
];

/** Kinds first met in corpus batch 13 (after its first run was recorded). */
const batch13: Rule[] = [
  textRule({
    id: 'provider.request_rate_too_high',
    tier: 'signature',
    code: 'rate_limited',
    pattern:
      /\b(?:request|call)s? (?:rate|frequency) (?:is )?too high\b|\breduce the (?:frequency|rate) of (?:your )?(?:requests|calls)\b|\b(?:reached|exceeded|hit)\b[^.\n]{0,30}?\bmax(?:imum)? (?:RPM|TPM|RPS|QPS|TPS)\b/i,
    priority: 80,
    splitByWait: true,
    fixtures: ['gen-request-rate-too-high'],
    summary: 'Requests too frequent, or a per-minute or per-second maximum reached: a throttle.',
  }),
  textRule({
    id: 'google.service_disabled_text',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern:
      /\brequires the [\w ]{1,40} API [`'"]?[\w.-]+\.googleapis\.com[`'"]? to be enabled\b|\bAPI has not been used in project \S{1,120} before or it is disabled\b|\breason: ["']?SERVICE_DISABLED\b/,
    // Above the permission-denied phrases beside it: the API is not enabled on the project.
    priority: 80,
    fixtures: ['gen-google-api-not-enabled-text'],
    summary: 'A Google API not enabled on the project, in words (as ErrorInfo SERVICE_DISABLED).',
  }),
  textRule({
    id: 'access_log.529',
    tier: 'signature',
    code: 'provider_overloaded',
    pattern: /"(?:GET|POST|PUT|PATCH|DELETE) [^"\s]{1,300} HTTP\/[\d.]{1,3}" 529\b/,
    priority: 30,
    fixtures: ['gen-access-log-529'],
    summary: "An HTTP client's request log line (urllib3, requests) ending in 529: overloaded.",
  }),
  textRule({
    id: 'access_log.429',
    tier: 'signature',
    code: 'rate_limited',
    pattern: /"(?:GET|POST|PUT|PATCH|DELETE) [^"\s]{1,300} HTTP\/[\d.]{1,3}" 429\b/,
    priority: 30,
    splitByWait: true,
    fixtures: ['gen-access-log-429'],
    summary: "An HTTP client's request log line ending in 429: a throttle, split by wait.",
  }),
  textRule({
    id: 'access_log.5xx',
    tier: 'signature',
    code: 'provider_unavailable',
    // Only a client's line, which names the host it called (urllib3's `https://host:443 "POST …"`):
    // a server's own access line (`10.0.0.5 - - [date] "POST /chat HTTP/1.1" 500`, uvicorn's
    // `127.0.0.1:48524 - "POST …" 500`) is the app answering its caller, not a provider answering
    // the app (over the first runs this rule answered 7 blind and open samples, 6 of them unsafely,
    // all server lines).
    pattern:
      /\bhttps?:\/\/[^\s"]{1,200}:\d{1,5} "(?:GET|POST|PUT|PATCH|DELETE) [^"\s]{1,300} HTTP\/[\d.]{1,3}" 50[0234]\b/,
    priority: 30,
    fixtures: ['gen-access-log-503'],
    summary: "An HTTP client's request log line ending in 500/502/503/504.",
  }),
];

/** Kinds first met in corpus batch 14 (after its first run was recorded). */
const batch14: Rule[] = [
  textRule({
    id: 'provider.throttling_window',
    tier: 'signature',
    code: 'rate_limited',
    pattern: /\bthrottlingException\b|\bThrottling\W{0,3}(?:TPM|RPM|QPM|QPS|RPS|TPS)\b/,
    priority: 80,
    splitByWait: true,
    fixtures: ['gen-throttling-rpm-counter'],
    summary: 'A throttle named by its per-minute or per-second counter ("Throttling: RPM(5/5)").',
  }),
  textRule({
    id: 'gateway.upstream_timeout',
    tier: 'signature',
    code: 'provider_unavailable',
    // A gateway that answered 504 is up, wherever it runs (a relay on this machine too): its upstream
    // did not answer in time.
    pattern:
      /\b504\b[^\n]{0,60}\bupstream (?:timed out|timeout)\b|\bupstream timed out \(\d+: [\w ]+\) while (?:reading|connecting|sending)\b/i,
    priority: 60,
    fixtures: ['gen-local-relay-504-upstream-timed-out'],
    summary:
      "A gateway's 504 for an upstream that timed out: the gateway is up, the model's side did not answer.",
  }),
  textRule({
    id: 'network.request_timeout_after',
    tier: 'signature',
    code: 'network_unavailable',
    pattern:
      /\b(?:stream(?:ing)?(?: setup)?|first[ -]token) (?:timed? ?out|timeout) after \d+(?:\.\d+)? ?(?:ms|s|secs?|seconds?|minutes?)\b|\brequest timed? ?out after \d+(?:\.\d+)? ?(?:ms|s|secs?|seconds?|minutes?)\b/i,
    priority: 60,
    fixtures: ['gen-request-timeout-after-seconds'],
    summary:
      'The client gave up on a request after its timeout: the network or the provider did not answer in time.',
  }),
  textRule({
    id: 'provider.invalid_argument_text',
    tier: 'signature',
    code: 'task_error',
    pattern:
      /\bCannot use both [\w'"`.-]+ and [\w'"`.-]+ options?\b|\bis not a valid GPU type\b|\bOnly one of [\w.`'"]+ (?:and|or) [\w.`'"]+ (?:can|may|must|should) be (?:set|specified|provided|passed)\b|\bUnknownOperationException\b|\bis not a valid UUID\b|\bdoes not have an? '[\w.-]+'(?: or an? '[\w.-]+')? field\b|\brequired (?:field|property) ['"]?[\w.-]+['"]? (?:is )?not (?:found|defined|present) in properties\b|\btool calls? must be of type\b|\b(?:temperature|top_p|top_k|presence_penalty|frequency_penalty) (?:exceeds|is (?:above|greater than)) (?:the )?maximum\b|\bdescription content length exceeds\b|\bRequest body is too large\b|\bcould not understand the request due to (?:invalid|malformed) syntax\b|\bRequest contains invalid parameters?\b|\bRequest contains an invalid argument\b[^\n]{0,40}\bfield_?[Vv]iolations\b|\bString value length \(\d+\) exceeds the maximum allowed\b|\bExtra inputs are not permitted\b|\belement predicate failed\b|\bString should match pattern\b/i,
    priority: 50,
    fixtures: [
      'gen-cannot-use-both-options',
      'gen-only-one-of-can-be-set',
      'gen-not-valid-gpu-type',
      'gen-aws-unknown-operation',
      'gen-schema-required-not-in-properties',
      'gen-id-not-valid-uuid',
      'gen-request-parameter-above-maximum',
    ],
    summary:
      "The request itself malformed, in words that name what is wrong (a parameter above its maximum, a schema validator's 'Extra inputs are not permitted'); Google's bare 'Request contains an invalid argument' names nothing and stays open.",
  }),
  textRule({
    id: 'provider.capacity_exceeded',
    tier: 'signature',
    code: 'model_capacity',
    pattern: /\bReason: InsufficientCapacity\b|\bcapacity_exceeded\b/,
    priority: 80,
    fixtures: ['gen-capacity-exceeded-code'],
    summary: 'A capacity_exceeded code (Groq flex tier, 498): the model has no capacity for now.',
  }),
  textRule({
    id: 'config.agent_not_configured',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern: new RegExp(
      `${PROVIDER_PACKAGE_WORDS}|${/\b(?:Vertex AI |Bedrock |Vertex |Google )?(?:partner )?models? requires? the (?:Vertex|Bedrock|OpenAI|Anthropic|Gemini|Google GenAI) SDK\b|\bbase URL must use HTTPS\b|\b(?:Bedrock(?: Mantle)?|Vertex AI) does not support region\b|\bdid not resolve a region\b|\b(?:auth|client|provider) requires\b[^\n]{0,80}\bAWS_(?:DEFAULT_)?REGION\b|\b(?:LM Studio|Ollama|Jan|llama\.cpp) not found\. Please install\b|\bmodel_name is required\b|\bNo model name is provided\b|\bPlease provide [A-Z][A-Z0-9_]*_(?:HOST|BASE_URL|ENDPOINT|API_BASE)\b|\b(?:Claude Code|Codex|Gemini CLI|Qwen Code|Copilot CLI) installation not found\b|\bCouldn't find a matching language model\b|\bdoes not have any models\b|\bis a required configuration property for\b|\bfailed to get shared config profile\b|\bUnable to locate (?:the )?(?:pinned |bundled )?[\w-]+ (?:runtime|binary|CLI|executable)\b|\bAgent (?:is )?not deployed\b|\bprovider requires (?:an? )?(?:endpoint|base[ _]?URL|API base)(?: configuration)?\b|\bapi_version must be (?:specified|set|provided)\b|\bModel clients?(?:\(s\))? \[[^\]\n]{1,80}\] (?:is|are) not activated\b|\b(?:LLM )?provider (?:was|is) nil\b|\bAPI key cannot be set together with\b|\bdo(?:es)? not support project\/location\b|\bPlease add an? (?:model |LLM |AI )?provider\b|\bNo (?:(?!(?:available|healthy|free|idle)\b)[\w-]+ ){0,3}provider (?:found|set|configured|selected)\b(?! in (?:the )?pool\b)|\bNo (?:chat |default |LLM )?model (?:identifier|name|id) (?:is )?(?:set|specified|selected)\b|\bConfigure at least one (?:account|provider|model|API key)\b|\bNo (?:LLM|AI|model) configuration (?:is )?(?:available|found|set)\b|\bNo (?:default )?(?:[\w-]+ ){0,3}(?:model|provider|environment)s?(?: or (?:model|provider|environment))? (?:is |are )?configured\b|\b(?:LLM |AI )?Model (?:is )?not configured\b|\b(?:Droid|Amp|Cursor Agent|cursor-agent|Claude Code|Codex|Gemini CLI|Qwen Code|Kimi CLI|Goose|opencode|Auggie|Copilot CLI|Crush) executable (?:was )?not found\b|\bbackend "[\w.-]+" is not installed\b|\bno enabled (?:inference )?providers? (?:could be |was |were )?found\b|\bPlease configure (?:the |your )?(?:AI )?Gateway\b|\bFailed to (?:launch|start) (?:LM Studio|Ollama|Jan|llama\.cpp)(?: service| server)?\W{1,3}Please make sure it is installed\b|\bNo agent (?:is )?configured\b|\bMissing CLI: [\w.-]+|\b(?:need|have) to install [`'\x22]?[\w.-]+\[[\w,-]+\][`'\x22]? to use\b|\brequires [\w ]{1,30}? CLI v?\d+(?:\.\d+)+ or (?:newer|later)\b|\b(?:large language model|language model|LLM|AI model|model|provider) (?:has|have) not been (?:configured|set up|selected)\b|\b(?:set|provide|specify) [`'\x22]?\w*(?:endpoint|base_url|api_base)\w*[`'\x22]? (?:or [`'\x22]?\w+[`'\x22]? )?to use\b|\bMissing [\w.-]+ provider (?:options|config(?:uration)?|settings)\b|\b(?:Endpoint|Server|API) URL is (?:missing|empty|not set)\b|(?:provider|提供商|供应商)\s?(?:没有|未)(?:正确|被)?配置|\bin order to use (?:[a-z_]+\.)+(?:models?|llms?|chat_models|providers?)\.[A-Z]\w*|\bTo use (?:Databricks|Anthropic|OpenAI|Gemini|Google ?AI|Vertex ?AI|Bedrock|Azure(?: OpenAI)?|Mistral|Cohere|Groq|Ollama|Together|Fireworks|Hugging ?Face)\b[^\n]{0,30}, please install\b|\bProject ID is required for (?:Vertex(?: AI)?|Google Cloud|GCP)\b|\bNo provider set for model\b|\bNo models? set\b(?!\s+(?:for|in) (?:the )?(?:request|body))|\b(?:OpenAI|Anthropic|Gemini|Google|Ollama|Mistral|Groq|DeepSeek|OpenRouter|Azure(?: OpenAI)?|OpenAI-compatible|Bedrock|Vertex(?: AI)?|LM Studio|xAI)(?: API)? is (?:disabled|not enabled)\b|\bis missing an? [Bb]ase URL\b|\b(?:Ollama|OpenAI|vLLM|Azure|Anthropic|Gemini|LLM|AI) integration not found\b|\b[Ss]erver url for [\w.-]{2,30} is (?:empty|missing|not set)\b|\b(?:Azure(?: OpenAI)?|OpenAI|Ollama|Anthropic|Gemini|Bedrock|Vertex(?: AI)?|watsonx|LLM|AI|[Mm]odel) (?:endpoint|URL|base URL|server URL) must be provided\b|\bDid not find (?:\w{0,30}_)?(?:url|endpoint|base_url|api_base|host)\b, please add an environment variable\b|\b(?:must|need to) (?:provide|set|specify) (?:either )?\W?(?:project_id|space_id|project ID|projectId)\W? or \W?(?:space_id|project_id|location|region)\b|\brequires the \W?[\w.-]{1,30}\W? extras? to be installed\b|\b(?:[A-Z][\w.-]{1,30} (?:base|server)|(?:Ollama|LM Studio|llama\.cpp|LocalAI|vLLM|OpenAI|Azure(?: OpenAI)?|Anthropic|Gemini|Together|Groq|Mistral|DeepSeek|OpenRouter)(?: base| server)?) URL (?:is )?not (?:configured|set)\b(?! up)|\b(?:Ollama|LM Studio|llama\.cpp|LocalAI|vLLM|OpenAI|Azure(?: OpenAI)?|Anthropic|Gemini|Together|Groq|Mistral|DeepSeek|OpenRouter) endpoint (?:is )?not (?:configured|set)\b(?! up)|\bCould not infer an? (?:LLM |model )?provider from\b|\bNo [A-Z][\w.-]{1,30} models? (?:is |are )?configured\b|\bUnknown LLM[_ ]PROVIDER\b|\bNo (?:LLM|AI) provider (?:for|configured|set|selected)\b|\bNo (?:Ollama|LM Studio|LLM|local) model (?:selected|chosen|configured)\b|\b(?:API )?Base URL (?:must|should) (?:start|begin) with (?:http|a scheme)|\b(?:endpoint|deployment) and (?:deployment|api ?version|apiVersion) must be provided\b|\bdeployment(?: name)? must be provided\b|\bNo (?:LLM|model|AI) component (?:provided|found|configured)\b|\bMultiple (?:LLM|model) components found\b|\bCannot find config(?:uration)? for (?:the )?(?:AI|LLM|model)\b|\bNo (?:inference|LLM|AI|model) client (?:is )?configured\b|\bNo (?:AI|LLM) models? (?:are |is )?available\b[^\n]{0,20}\bConfigure\b|\b(?:Google ?AI|Vertex ?AI|OpenAI|Anthropic|Ollama|Gemini|\w*(?:AI|LLM)) plugin (?:is )?not initiali[sz]ed\b|\bNo LLM provider (?:is )?available\b|\bcould not create (?:the )?LLM\b|\bAPI (?:URL|endpoint|base ?url) (?:is )?not defined\b|\bAPI (?:URL|endpoint|base ?url) (?:is )?not set\b|\b(?:AI|LLM) config(?:uration)? must be (?:defined|set)\b|\bNo (?:config(?:uration)?|provider|model) selected as (?:the )?default\b|\b(?:OpenAI|Anthropic|Claude|Gemini|Google(?: ?AI)?|Vertex(?: ?AI)?|Azure(?: OpenAI)?|Mistral|Groq|DeepSeek|Cohere|OpenRouter|Ollama|LLM|AI|Model) API (?:is )?not configured\b|\bNo valid (?:OpenAI|Anthropic|Claude|Gemini|Google(?: ?AI)?|Vertex(?: ?AI)?|Azure(?: OpenAI)?|Mistral|Groq|DeepSeek|Cohere|OpenRouter|Ollama|LLM|AI|Model) (?:API )?provider is provided\b|\b[Ll]anguage model for \w+ is not initiali[sz]ed\b|\bInvalid (?:API|provider|backend) [Nn]ame\b|\b[Pp]lease (?:select|choose|configure|set ?up) (?:an? |your )?(?:API |AI |LLM |model )?provider\b|\bNo (?:language model |LLM |model |AI )?provider (?:is )?configured\b|\bserver is missing (?:one or more |some |required )*(?:custom )?nodes\b|\b[Pp]rovider [\w.-]{2,40} does not exist\b|\bNo agents (?:are |were )?registered\b|\bcould not resolve (?:the )?(?:Google Cloud |GCP )?project(?:[ _]?ID)?\b|\b(?:requires|needs) a (?:Google Cloud|GCP|Vertex(?: AI)?) project\b|\b(?:2147942402|0x80070002)\b[^\n]{0,80}\b(?:when|while) (?:starting|launching)\b|\bno (?:Google Cloud|GCP) project(?:[ _]?ID)? (?:is )?(?:set|configured|specified|found)\b|\b(?:AWS |Bedrock )?region (?:setting )?is missing\b|\bFailed to initiali[sz]e provider\b|\b(?:requires?|needs?) (?:the )?[\w .@/'-]{1,60}? to be installed\b|\brequires git-bash\b|\brequires a newer version of (?:Codex|Ollama|Claude Code|Gemini CLI|the CLI|the app|this app)\b|\b[Pp]lease set the [A-Z][A-Z0-9_]*(?:DEPLOYMENT|ENDPOINT|BASE_URL|API_BASE)[A-Z0-9_]*\b|\bmissing (?:the )?API base ?url\b|\b[Ee]ndpoint is not set\b|\b(?:OpenAI|Groq|Anthropic|Mistral|Gemini|Cohere|Ollama) (?:library|package|SDK|python package) is not installed\b|\[webgpu\] backend not found\b|\bno available backend found\b|\bPlease configure the [`'"]?\w*[Mm]odel\b|(?<![Ff]allback )\b(?:[Ll]anguage model|[Mm]odel) [\w./:-]{1,80} is not configured\b|\bProvider must be (?:one of )?['"]|\bNo default (?:[\w-]+ )?model (?:is )?(?:set|configured)\b|\b[Pp]rovider (?:is )?not specified\b|\bNo client found for provider\b|\bModel identifier not specified\b|\bNo modelId has been provided\b|\bPlease select a model\b|\bNo model setup found\b|\bNo LM Runtime found for model format\b|\bcurl: option --[\w-]+: the installed libcurl version doesn't support this\b|\bbase URL is missing\b|\b(?:model|backend|provider|profile) (?:is )?not selected\b|\bprovider name is missing\b|\bAPI URL must be a valid URL\b|\bURL malformed\b|\b(?:Can't|Cannot|Failed to|Could not|Couldn't|Unable to) find (?:the )?provider\b|\b[Pp]rovider ['\x22`][^'\x22`\n]{1,60}['\x22`] (?:was )?not found\b|\bUnsupported vendor\b|\bSuch a provider doesn'?t exist\b|\bNo base ?URL found for\b|\bMissing configuration for [\w. -]{1,30} provider\b|\bresource name is required\b|\bNo backend was selected\b|\bBase URL must be provided\b|\bNo (?:chat|embedding) models found\b|\bconfigure at least one [\w ]{0,20}(?:endpoint|provider|model)\b|\bYou need to set an? (?:AI )?model\b|\bregion is invalid\b|\bProject ID must be provided\b|\bmodel ID is required\b|\bmodel id or endpoint must be provided\b|\b\w*_MODEL(?:_NAME|_ID)? (?:is )?(?:not set|missing|required)\b|\bNo connection adapters were found for\b|\bNo default chat model\b|\bNo [\w ]{0,20}Model preference defined\b|\blangchain[_-](?:anthropic|openai|google[_-]genai|google[_-]vertexai|aws|mistralai|groq|ollama|cohere|fireworks|together|xai|deepseek|huggingface|nvidia[_-]ai[_-]endpoints) (?:module|package) is not installed\b|\bPlease install langchain-(?:anthropic|openai|google-genai|google-vertexai|aws|mistralai|groq|ollama|cohere|fireworks|together|xai|deepseek)\b|\bcommand[- ]line (?:utility|tool|program) not found\b|\bregion (?:is )?not (?:configured|set)\b|\b(?:AI )?configuration error: (?:invalid|no|missing|[\w ]{0,40}require)|\bNo [\w ]{0,30}(?:Base Path|base URL|endpoint|model(?: preference)?) was set\b|\bAZURE_OPENAI_(?!API_KEY)[A-Z_]+(?: or AZURE_OPENAI_[A-Z_]+)? (?:is required|environment variable must be set|not found)\b|\bdeployment(?: \(deployment name\)| name)? is empty\b|\bmust specify (?:the )?(?:parameters? )?[`'\x22]?model(?:Id|_id|Name)\b|\b(?:Claude Code|Codex|Gemini CLI|OpenCode|Cursor|Qwen Code|Goose|Aider|Amp|Crush|vLLM|Ollama)(?: CLI)? (?:is )?not (?:found or not )?(?:installed|configured)\b|\bCould not load provider\b|\bNo model provided and no default model\b|\brequires? (?:the )?[A-Z_]*(?:PROJECT|LOCATION|REGION)\b[^.\n]{0,60}\benvironment variables?\b|\bNo chat models are configured\b|\bmodel(?:\/URL)? not set\b|\bmodel is not configured\b|\bpreset does not have a model selected\b|\bInvalid \w+ endpoint URL\b|\breverse proxy address is not a valid URL\b|\bclient not available in current [\w-]+ version\b|\brequires an embedding configuration\b/i.source}|\\b${PROVIDER_PACKAGES_BARE}\\b(?: and \\w+)?(?: package)? (?:is required|import failed)\\b|\\bPlease install ${PROVIDER_PACKAGES}\\b|${/\b(?:AI|LLM|(?:LLM|model) provider) is not configured\b|\b(?:model )?provider (?:is )?not enabled\b|\b(?:model provider|model configuration|AI provider|provider type) (?:is required|not specified)\b|\bno base ?URL (?:is )?(?:configured|set|provided)\b|\b(?:Base URL|API base) (?:is required|not specified for)\b|\bllm must be provided\b|\brequires a model to be provided\b|\b(?:embedding model|model parameter) is required\b|\bNo deployment name provided\b|\bNo chat model found in\b|\bCannot determine model provider from model ID\b|\bmissing [\w.-]+ executable\b|\bmodel sub-node must be connected\b|\bno node connected to required input\b|\bNo (?:model |LLM |inference )?endpoints (?:are )?configured\b|\bProvider configuration is invalid\b|\b(?:config|settings)\.(?:toml|ya?ml|json):\d+:\d+: (?:unknown|invalid|missing|expected|duplicate)\b|\bNo .?(?:AWS |aws_)?(?:region|project(?:[ _]?ID)?|projectId).? (?:was )?(?:specified|configured|set|given|provided|detected)\b|\bis not a supported provider\b|\bendpoint setting is incorrect\b|\bNo (?:active |default )?provider(?: and model)? configured\b|\bUnable to locate (?:the )?.?(?:claude|codex|gemini|qwen|opencode|copilot|kimi|goose|aider|cursor-agent|droid|amp|crush).? CLI\b|\b(?:could not|couldn'?t|unable to) (?:discover|resolve|determine) (?:or provision )?(?:a |the )?(?:Google Cloud )?project\b|\b(?:claude|codex|gemini|qwen|opencode|copilot|kimi|goose|aider|cursor-agent|droid|amp|crush)\b[^.\n]{0,30}\bnot found in (?:[\w ]{0,20})?PATH\b|\b[\w-]+ executable not found\b|\bsh: \d+: [\w-]+: not found\b|\bInvalid auth(?:entication)? (?:method|type) selected\b|\bProvider not found: [\w.-]+|\bError loading config\.(?:toml|json|ya?ml):|\bNo such provider\b|\bNoSuchProviderError\b|\bInvalid (?:custom |[A-Z][\w.-]{1,20} )?base URL\b|\bCLINotFoundError\b|\b(?:Claude Code|Claude CLI|Codex CLI|Gemini CLI|Claude(?= binary)|LiteRT-LM(?= binary)) (?:native )?(?:executable |binary |CLI )?(?:was )?not found\b|\b(?:runtime )?backend is not configured\b|\bconnection to (?:a )?private IP (?:address )?is blocked\b|\bssrf_blocked\b|\bNo default model provider set\b|\bprovider [\w.-]+ is not enabled\b|\bThe (?:codex|claude|gemini|qwen|goose|opencode|kimi|copilot|cursor-agent|crush) executable was not found\b|\bnot found in PATH\n\s*Please install\b|\bbase url is not set\b|\bmutually exclusive; set one or the other\b|\bauthentication is ambiguous\b|\bmust be an absolute HTTP or HTTPS URL\b|\bendpoints require HTTPS\b|\bFailed to load required configuration\b|\b(?:[A-Z][A-Z0-9_]*_(?:REGION|RESOURCE|BASE_URL|PROJECT_ID)|Either [A-Z][A-Z0-9_]* or [A-Z][A-Z0-9_]*) is required when using\b|\bCannot use multiple providers simultaneously\b|\bSet the [A-Z][A-Z0-9_]* environment variable to use the\b|\bExpected \x60aws\w+\x60 option to be passed\b|\b[A-Z][A-Z0-9_]*_API_VERSION environment variable is missing\b|\b(?:base_url|azure_endpoint|endpoint|base URL)\b[^\n]{0,40}\bmutually exclusive\b|\b\w*deployment_name is required\b|\bUnknown provider: [\w.-]+|\bWhen using '\w+_api_key', (?:you must set|both)\b|\bis enabled only for api versions\b|\bError loading configuration: \w+ parse error\b|\blocation (?:cannot|must not) be (?:null|empty)\b|\b[A-Z][A-Z0-9_]*_(?:URL|ENDPOINT|HOST|DEPLOYMENT(?:_NAME)?) (?:environment variable )?(?:is )?not set\b|\brequires (?:a |an )?[`'\x22]?(?:base_url|api_base|baseURL|base URL|endpoint URL)\b|\bNo provider named\b[^\n]{0,40}\b(?:registered|found|configured)\b|\bagent CLI not found in (?:your )?PATH\b|\bNo models available\b|\bNo (?:[\w-]+ )?endpoint configured\b|\bEndpoint is not provided\b|\bmust have a valid (?:base path|model)\b|\bbase path must be provided\b|\bNo valid LLM_PROVIDER\b|\bUnsupported provider \W?[\w.-]+\W? for\b|\bUnknown gateway provider\b|\b[A-Z][A-Z0-9_]*_PROJECT_ID not set\b|\bNo [\w ]{1,20}(?:API )?endpoint was set\b|\b(?:credentials|api[ _]?key|apiKey)\b[^\n]{0,60}\bmutually exclusive\b|\bset the AWS_(?:DEFAULT_)?REGION\b|\bNo base URL set for\b|\bno models configured\b|\bProvider [\w.-]+ not found\b|\bconfigure an? (?:AI |model )?provider (?:in|under|from) (?:the )?(?:settings|preferences)\b|\bProvider [\w.-]+ is not supported\b|\bcontext (?:window|length)\b[^\n]{0,40}\bbelow the minimum\b|\bChrome AI is not available\b|\bprompt-api-for-gemini-nano\b|\bCLI binary was not found\b|\bunknown provider=|\bPrecompiled binaries are not available\b|\bInvalid provider key\b|\bError: invalid provider\b|\bNo Base ?url provided\b|\binvalid AWS region\b|\bBaseURL`? must use HTTPS?\b|\bapiVersion is an empty string\b|\brefusing to send credential over non-https\b|\bNo models detected\b|\bNo embeddings provider configured\b|\bis not configured\. Please configure the service\b|\bdoes not support \w+\. Start it with\b|\bNoRegionError\b|\bYou must specify a region\b|\bWebGPU is not supported\b|\bLanguageModel is not supported\b|\bBuilt-in (?:AI |model )[^\n]{0,20}not available\b|\bLocal AI is not available\b|\bdoesn'?t support the Prompt API\b|(?:^|[\s/\\])(?:ollama|llama[\w.-]*|llm[\w-]*|vllm|sglang|koboldcpp|llamafile|local-?ai|text-generation-launcher|codex[\w-]*|claude[\w-]*|gemini[\w-]*|qwen[\w-]*|opencode|copilot[\w-]*|[\w-]+-acp|goose|aider|cursor-agent|kimi|droid|auggie)(?:\.exe)?: error while loading shared libraries\b|\b(?:server |base |API )?(?:endpoint|URL) (?:was|is) empty\b|\bneed (?:a )?server ?address\b|\bConfig(?:uration)? file not found\b|\bSelected [\w ]{1,30} Profile is invalid\b|\bProvider '[\w.-]+' not supported\b|\bNo connected AI services found\b|\bthere is no llm model in use\b|\bUnable to find (?:the )?(?:endpoint|deployment(?: name)?)\b[^\n]{0,30}\b(?:set|specify)\b|\bperhaps your object identifier is invalid\b|\bInvalid URL ?\((?:GET|POST|PUT|PATCH|DELETE) \/|\bunknown provider for model\b|\bResource not found at \[?https?:\/\/|\bMust provide (?:either |one of )?the `\w+` (?:argument|or)\b|\brequires an AWS region\b|\bregion must be provided\b|\b(?:Main |Default )?(?:AI |LLM |chat )model (?:is )?not configured\b|\bFailed to parse URL from [^\]\n]{0,200}\/v1\/(?:models|chat|completions|embeddings)\b|API ?域名无效|\bprovider does not support embedding models?\b|\bNo (?:chat |embedding )?model providers? (?:were |was )?(?:found|configured)\b|\bLLM (?:is )?not (?:set|configured)\b|\bNo (?:client|provider) (?:found|registered|configured) for (?:the )?model\b|\bplease load a model (?:first|and then try again)\b|\bYou must install [\w.-]+ first\b|\bNo (?:chat |default |edit |autocomplete )?model (?:is )?(?:selected|configured|specified|set)\b|\bConfigure at least one (?:LLM |language model |AI |model )?provider\b|\bNo (?:LLM |AI |model )?providers? (?:is |are |were |was )?(?:found|configured|provided)\b|\bURL scheme ["'`]?[\w+.-]{1,20}["'`]? is not supported\b|\berror: unknown option ['"`]--[\w-]{1,40}['"`]|\bunexpected argument ['"`]--[\w-]{1,40}['"`] found\b|\b\w*(?:base|endpoint)_url (?:is required|must be (?:set|provided))\b|\ban? (?:endpoint|base) URL needs to be provided\b|\b(?:Configure|Set up|Select) (?:a |an |the )?(?:remote |local )?(?:LLM|model|provider) in (?:the )?[Ss]ettings\b|\bNo (?:engine|backend) provided\b|\b[A-Z_]*DEPLOYMENT(?:_NAME)? (?:is )?not set\b|\b(?:LiteLLM|litellm) is not (?:available|installed)\b|\b(?:AZURE_OPENAI|OPENAI|OLLAMA|ANTHROPIC|GEMINI|GOOGLE|LLM|MCP_LLM_AZURE|MCP_LLM)_[A-Z_]*(?:ENDPOINT|BASE_URL|DEPLOYMENT|API_BASE|API_VERSION|HOST|URL)\b[^\n]{0,40}\b(?:is missing|is not set|not set|must be (?:set|provided)|to be set)\b|\b\w*[Bb]ase_?[Uu]rl\b(?:\(\))? (?:is required|must be (?:set|provided))\b|\bNo model found for agent\b|\b(?:embeddings? )?model needs to be provided\b|\b(?:Ollama|LM Studio|LLM|AI|[Mm]odel) [Ss]erver [Nn]ot [Cc]onfigured\b|\bNo (?:active |default )?model is configured\b|\bdoes not have a default model\b|\brequires configuring an? (?:\w+ )?(?:Chat|LLM|model|provider)\b|\bApple Intelligence (?:is )?not (?:available|enabled)\b|\bOllama executable not found\b|\bmake sure Ollama is installed\b|\bAZURE_[A-Z_]*(?:ENDPOINT|BASE_URL|DEPLOYMENT|MODEL_NAME|API_VERSION)\b[^\n]{0,40}\b(?:is missing|is not set|not set|is required|must be (?:set|provided)|to be set)\b|\bdeployment ?[Nn]ame is required\b|\bno valid provider available\b|\bmissing [A-Z][A-Z0-9_]*(?:PROJECT_ID|ENDPOINT|BASE_URL|REGION|LOCATION|DEPLOYMENT) environment variable\b|\bNo (?:LM|LLM|model) is loaded\. Please configure\b|\bGOOGLE_CLOUD_(?:PROJECT|LOCATION|REGION)\b[^\n]{0,60}\b(?:is required|must be set|is not set|not set|is missing|environment variable)\b|\b(?:requires setting|missing the GCP \w+, set it in the) [^\n]{0,40}\bGOOGLE_CLOUD_(?:PROJECT|LOCATION|REGION)\b|\b(?:Vertex AI |AWS |Bedrock )?[Rr]egion is required\b|\bAWS_(?:DEFAULT_)?REGION\b[^\n]{0,60}\b(?:is invalid|is not set|not set|is required|is missing)\b|\byou must (?:set ?up|configure|install) (?:the )?[`'"]?[\w.-]{2,40}[`'"]?(?: package| plugin| extension| first| with)\b|\bunsupported (?:llm|LLM|AI|model) provider\b|\bMissing [\w ]{2,30}? Project ID\b|\bUnsupported (?:model_)?provider(?: type)?\b(?:\W{1,3}[\w./\x22'=-]{1,60})?|\bInvalid (?:LLM |model )?(?:provider|backend) name\b|\b404\b[^\n]{0,80}\bUnrecognized request argument supplied\b|\bPlease upgrade your [\w ]{1,30} extension to continue\b|\bModel assets (?:are )?unavailable\b|\b(?:device|Mac|computer) (?:is not eligible for|does not support|doesn['’]?t support) (?:Apple Intelligence|Private Cloud Compute|this model)\b|\bnot eligible for Private Cloud Compute\b|\b(?:[Oo]llama|API|LLM|AI|[Mm]odel|[Pp]rovider|Azure OpenAI|OpenAI) (?:URL|endpoint|base URL) is required\b|\b(?:DashScope|ZhipuAI|Qianfan|Anthropic|OpenAI|Mistral|Groq|Cohere) is not installed\b|\b[Pp]lease upgrade your (?:OpenAI|Anthropic|Mistral|Groq|Cohere|Gemini|Google GenAI) (?:package|SDK|library)\b|\bFailed to load provider plugin\b|\bFailed to import (?:@anthropic-ai\/[\w-]+|@aws-sdk\/client-bedrock[\w-]*|@google\/genai|@google\/generative-ai|@mistralai\/[\w-]+|groq-sdk|cohere-ai|openai|anthropic)\b|\b[Mm]issing [Bb]ase URL for\b|\brequires specifying a model\b|\b(?:[Tt]ext|[Ee]mbedding) generators? (?:is |are )?not configured\b|\bno (?:text|embedding) generators? configured\b|\bLLM service (?:provider )?(?:not found|not configured)\b|\bno LLM connection (?:found|configured)\b|\b(?:LLM_PROVIDER|LLM|provider)\b[^\n]{0,40}\bcould not be initiali[sz]ed\b|\bdoes not match any configured (?:AI |LLM |model )?provider\b|\bInferenceService not configured\b|\bCLI path is not (?:configured|set)\b|\bAiGateway\w*Error: Gateway not found\b|\bnot available\. Install with:? pip install (?:llama-index-llms-|langchain-|openai\b|anthropic\b|google-genai\b|google-generativeai\b|mistralai\b|groq\b|cohere\b)|\b(?:LLM|AI|[Mm]odel|[Pp]rovider) config(?:uration)? (?:not found|is incomplete)\b|\bAPI config is incomplete\b|\bai:endpoint is required\b|\bPlease provide a valid (?:[\w-]+ ){0,3}endpoint\b|\b(?!(?:OpenTelemetry|OTel|OTEL|Sentry|PostHog|Segment|Datadog|Langfuse|LangSmith)\b)[\w.-]+ SDK (?:is )?not (?:installed|found|available)\b|\bmust create a configuration file\b|(?:^|[.:!]\s+|\b(?:Chat|AI|LLM|[Pp]rovider|[Mm]odel) )[Cc]onfiguration (?:file )?not found\b|\bmodel(?: ID| name)? is empty\b(?=[^\n]{0,40}\b(?:config|settings?|set)\b)|\b(?:CLI|command|binary) (?:was )?not found or not installed\b|configuração do provedor é inválida|providerconfiguratie is ongeldig|configuración del proveedor (?:no es válida|es inválida)|Anbieterkonfiguration ist ungültig|configuration du fournisseur (?:est )?(?:invalide|non valide)|configurazione del provider non è valida|\b(?:Invalid|Unknown) provider\b(?![ _-]?(?:key|token|credentials?|response|api|error|returned|file|entry|format))|\b(?:Could not|Unable to) (?:resolve|determine) (?:an? |the |your )?(?:AWS |GCP |Google Cloud )?(?:region|project(?: ID)?|location)\b|\bUnable to find your project\b|\bNo (?:region|location|project(?: ID)?) (?:found|specified|configured|set)\b|\b(?:region|location|project(?:[ _]?id)?)`?\s+must not be empty\b|\brequires a project ID to be configured\b|\b(?:arguments|options|settings) are mutually exclusive\b|\bUnknownServiceError\b|\bNo API endpoint provided\b|\bMissing base_url\b|\bmodel must be specified in (?:the )?config\b|\bMultiple (?:authentication )?credentials (?:received|provided|found)\b|\b[A-Z][\w.-]{1,30} provider not found\b|(?:^|:\s)(?:LLM |AI )?provider not found\b|\b(?:provider|LLM|AI backend) (?:is )?not (?:properly |correctly )?configured\b|\bGoogle Cloud (?:project(?: ID)?|location|region) is required\b|\bAzure endpoint URL is required\b|\bNo (?:language model|LM|LLM) (?:is )?configured\b|\bNo (?:language model|LLM|model) configuration found\b|\b(?:must |please )?configure an? (?:LLM|AI|language model) provider\b|\b[Bb]ase URL not provided\b|\b(?:Azure|Bedrock|Vertex(?: AI)?|Anthropic|OpenAI|Gemini|Ollama|Groq|Mistral|DeepSeek) configuration not found\b|\b[Pp]rovider (?:[\w'\x22`.-]{1,40} )?(?:is )?not registered\b|\bprovider cannot be (?:created|configured|initiali[sz]ed)\b|\b(?:does not|doesn'?t) support this model\b[^\n]{0,60}\bor (?:newer|later|above|higher) is required\b|\b[a-z]+(?:_[a-z]+)*_version_too_old\b|\b(?:[Uu]nable to|[Cc]ould not|[Cc]ouldn.t|[Ff]ailed to) (?:detect|determine) (?:a |the |your )?(?:valid )?(?:Google Cloud |GCP )?[Pp]roject ?(?:ID|Id|id)\b|\bNo (?:LLM|MODEL|AI|CHAT)_PROVIDER value\b|\b(?:LLM|MODEL|AI)_PROVIDER (?:is )?(?:not set|missing|undefined)\b|\bis missing the '?project'? configuration\b|\bthe environment variable (?:GCLOUD|GOOGLE_CLOUD|GCP|VERTEX(?:_AI)?)_PROJECT(?:_ID)? must be set\b|\bpackage is required for the [\w .-]{1,30} provider\b|\bNo model defined\b|\bNo model found\b(?! (?:in|matching|for|at|on)\b)|\bNo active inference model set\b|\brequires? (?:the )?\W?[\w.-]+\W? package\b|\brequires optional [\w ]{1,30} dependencies\b|\bis not installed\. Please install it via \W?pip install\b|\bprovider \W?[\w.-]+\W? is not configured\b|\bis not a (?:built-in|supported|known) (?:model )?provider\b|\b(?:GCP|google cloud|vertex(?: ai)?|model garden|code assist|gemini(?: api)?|bedrock|watsonx|WML)\b[^\n]{0,60}?\b(?:project(?:[ _]?id)?|location|region|space_id)\b[^\n]{0,40}?\b(?:should be provided|is required|required|must be (?:set|provided)|not (?:set|configured|specified|provided|supported|associated)|missing|needs?)|\b(?:requires?|needs?|provide|missing|set|specify|access)\b[^\n]{0,30}\b(?:GCP|google cloud) (?:project|region)|must set project_name|\bprojectId and location\b|\bmissing project_id\b|\bmissing bedrock region|\bMissing either space_id or project_id|\bnot associated with a WML instance|GOOGLE_CLOUD_PROJECT\s?环境变量|Gemini API does not support project|\bunable to load region from any of the providers\b|\bbedrock\b[^\n]{0,20}\bawsProfile`? must not be empty|\bmake sure the AWS environment is configured|\bmodel list is empty\b|\bno models in pool\b|\bno models? (?:were |was )?found\b(?! (?:for|in gs|at|under))|\bno (?:valid |usable |enabled )?(?:chat |vision[\w ]{0,10} )?models? configured\b|\bno valid chat model available\b|\bset up at least one (?:chat )?model\b|\badd a chat model\b|\bconfigure (?:some|a) (?:\w+ )?chat model\b|\bno models support\b|\b(?:AI|LLM|chat ?bot|inference)(?: service| proxy| provider| backend| endpoint| client| integration)?s?\b(?: is| are)? not (?:configured|set up|enabled|initiali[sz]ed)\b(?![^\n]{0,40}\b(?:plan|subscription|organi[sz]ation|tier|account)\b)|\bAI service is not available\b|\b(?:openai|anthropic|claude|gemini|ollama|mistral|groq|bedrock|model) client (?:is )?not initiali[sz]ed\b(?![^\n]{0,40}\b(?:audio|speech|tts)\b)|\bfailed to set ?up (?:openai|anthropic|claude|gemini|ollama|copilot|azure)\b|\bno llm class found\b|\bno model factory available\b|\bno (?:enabled )?llm endpoints? (?:are )?configured\b|(?<!sandbox )\b(?:provider|endpoint|assistant|chat ?model|model apis?|cloud|local models)\b(?: [\w'"-]{1,30})? (?:is |are )?(?:disabled|not enabled)\b(?![^\n]{0,40}\b(?:plan|subscription|organi[sz]ation|tier|account)\b)|\bagent\b(?: server| plugin)?(?: [\w.-]{1,30})? (?:is )?not (?:registered|installed|configured)\b|\bno (?:default )?agent registered\b|\bagent_not_installed\b/i.source}`,
      'i',
    ),
    priority: 70,
    fixtures: [
      'gen-please-provide-provider-host-variable',
      'gen-bedrock-does-not-support-region',
      'gen-base-url-must-use-https',
      'gen-models-require-provider-sdk',
      'gen-failed-to-get-shared-config-profile',
      'gen-required-configuration-property-for-provider',
      'gen-unable-to-locate-runtime',
      'gen-provider-requires-endpoint-configuration',
      'gen-hosted-agent-not-deployed',
      'gen-provider-transport-package-import-failed',
      'gen-provider-api-disabled',
      'gen-missing-base-url-for-provider',
      'gen-provider-sdk-import-failed',
      'gen-generator-not-configured',
      'gen-upgrade-provider-package',
      'gen-provider-sdk-named-not-installed',
      'gen-package-required-for-provider',
      'gen-integration-not-available-install',
      'gen-agent-cli-path-not-set',
      'gen-no-configured-provider-match',
      'gen-provider-could-not-be-initialized',
      'gen-no-model-providers-provided',
      'gen-langchain-provider-module-missing',
      'gen-openai-endpoint-required',
      'gen-llm-service-not-configured',
      'gen-no-provider-named',
      'gen-provider-requires-base-url',
      'gen-deployment-variable-not-set',
      'gen-agent-cli-was-not-found',
      'gen-requires-provider-sdk-version',
      'gen-require-provider-package',
      'gen-provider-sdk-not-found',
      'gen-api-version-must-be-set',
      'gen-model-client-not-activated',
      'gen-provider-was-nil',
      'gen-no-agent-provider-set',
      'gen-add-model-provider-first',
      'gen-key-with-credentials-conflict',
      'gen-no-model-identifier-set',
      'gen-model-not-configured',
      'gen-no-default-model-configured',
      'gen-no-llm-configuration',
      'gen-configure-one-account',
      'gen-configure-gateway-first',
      'gen-no-enabled-provider',
      'gen-engine-backend-not-installed',
      'gen-agent-executable-missing',
      'gen-failed-launch-local-app',
      'gen-cli-version-required',
      'gen-install-extra-to-use',
      'gen-missing-cli',
      'gen-model-has-not-been-configured',
      'gen-missing-provider-options',
      'gen-set-endpoint-to-use',
      'gen-api-url-missing',
      'gen-provider-not-configured-zh',
      'gen-install-package-to-use-model-class',
      'gen-project-id-required-for-vertex',
      'gen-no-provider-set-for-model',
      'gen-provider-not-properly-configured',
      'gen-named-provider-disabled',
      'gen-server-url-for-provider-empty',
      'gen-provider-integration-not-found',
      'gen-model-extra-not-installed',
      'gen-provider-scope-project-or-space',
      'gen-provider-endpoint-must-be-provided',
      'gen-local-server-base-url-not-set',
      'gen-could-not-infer-provider',
      'gen-no-named-provider-model-configured',
      'gen-chat-model-env-not-set',
      'gen-no-ai-provider-configured',
      'gen-unknown-llm-provider-setting',
      'gen-settings-error-base-url-scheme',
      'gen-no-llm-component',
      'gen-endpoint-and-deployment-must-be-provided',
      'gen-api-url-not-defined',
      'gen-ai-plugin-not-initialized',
      'gen-cannot-find-config-for-ai',
      'gen-no-inference-client-configured',
      'gen-language-model-not-initialized',
      'gen-named-api-not-configured',
      'gen-ai-config-must-be-defined',
      'gen-quoted-provider-not-found',
      'gen-failed-to-find-provider',
      'gen-select-provider-first',
      'gen-agent-binary-shared-library-missing',
      'gen-no-model-provider-configured',
      'gen-server-missing-custom-nodes',
      'gen-provider-does-not-exist',
      'gen-no-agents-registered',
      'gen-missing-project-id-setting',
      'gen-invalid-backend-name',
      'gen-unsupported-provider-name',
      'gen-configure-an-ai-provider-to-use',
      'gen-no-llm-provider-is-configured',
      'gen-no-model-selected',
      'gen-runtime-binary-not-found',
    ],
    summary:
      'The agent not configured to reach a model: no model or provider chosen, an endpoint with a bad URL scheme, a CLI flag its version does not know.',
  }),
  textRule({
    id: 'platform.function_limit',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\bWorker exceeded (?:CPU|memory) (?:time )?limit\b|\bCannot perform I\/O on behalf of a different request\b|\bScript will never generate a response\b|\bruntime has escaped from the event loop\b|\bevent loop error: \w*Error\b|\bInvalidWorkerResponse\b|\buser worker failed to respond\b|\bwall ?clock duration reached\b|\bCPU time (?:soft |hard )?limit reached\b|\b(?:EDGE_)?FUNCTION_INVOCATION_(?:TIMEOUT|FAILED)\b|\bTask timed out after \d+(?:\.\d+)? seconds\b|\bCPU time limit (?:exceeded|reached)\b|\bwall ?clock (?:time )?limit (?:exceeded|reached)\b/i,
    // The app's own function, stopped by the platform that hosts it (Vercel, Netlify, AWS Lambda,
    // Deno Deploy, Supabase): the status it answers with is the platform's, not the provider's.
    priority: 80,
    fixtures: [
      'gen-edge-runtime-worker-no-response',
      'gen-edge-worker-cpu-limit',
      'gen-hosting-function-timeout',
    ],
    summary:
      'A serverless function of the app ran out of its time or CPU limit on the platform that hosts it: not the provider.',
  }),
  textRule({
    id: 'local.interpreter_shutdown',
    tier: 'signature',
    code: 'not_provider_error',
    pattern: EXECUTOR_SHUT_DOWN,
    // Above the connection wrapper it arrives in.
    priority: 100,
    fixtures: ['gen-futures-after-shutdown', 'gen-search-engine-cause-chain-executor-shutdown'],
    summary:
      "The client's runtime or the executor of its calls was shutting down under the request: not the provider.",
  }),
  textRule({
    id: 'config.max_tokens_near_context',
    tier: 'signature',
    code: 'task_error',
    pattern:
      /\bmax_?tokens \(\d+\) is too close to context_?length\b|\bdoesn'?t leave room for (?:the |a )?response\b/i,
    priority: 85,
    fixtures: ['gen-max-tokens-near-context'],
    summary: 'The configured output budget leaves no room in the context: a setting of the request.',
  }),
];

/** Kinds first met in corpus batch 15 (after its first run was recorded). */
const batch15: Rule[] = [
  textRule({
    id: 'provider.internal_server_error_code',
    tier: 'signature',
    code: 'provider_unavailable',
    pattern: /\bcode:? ["']?internal_server_error\b/i,
    priority: 60,
    fixtures: ['gen-code-internal-server-error'],
    summary: "An error code internal_server_error in a client's words: the provider failed on its side.",
  }),
  textRule({
    id: 'acp.agent_process_ended',
    tier: 'signature',
    code: 'agent_transport_lost',
    pattern:
      /\bTransportClosedError\b|\bstream ended before (?:the )?turn (?:completion|completed)\b|\bis not accepting control messages\b|\b(?:Droid|Amp|Cursor Agent|cursor-agent|Claude Code|Codex|Gemini CLI|Qwen Code|Kimi CLI|Goose|opencode|Auggie|Copilot CLI|Crush) process exited (?:normally|early|prematurely|before)\b|\b(?:agent )?transport disconnected (?:during|while) (?:write|writing|read|reading|send|sending)\b|\b(?:query|prompt|request|session) failed: agent process (?:has )?(?:died|crashed)\b|\bapp-server disconnected (?:while waiting for|before)\b|\b(?:extension|agent|core|language server) process (?:has )?crashed\b|\b(?:jsonrpc|core|agent)\b[^\n]{0,80}\bjava\.io\.IOException: Stream [Cc]losed\b|\b(?:Codex|Claude|Gemini|OpenCode|agent) (?:process|event stream) disconnected\b|\bAgent is not running\b|\b(?:backend|app-server|CLI|agent)(?: process)? exited(?:\s*$| unexpectedly(?=\s*(?:[.;]|$| with (?:exit )?code 0\b)))|\bAgent process (?:ended|exited|died) before completing (?:the )?request\b|\binitiali[sz]e failed\b[^\n]{0,40}\bprocess (?:exited|died|ended)\b|\bconnection to (?:Codex|Claude|Gemini|the agent) was lost\b|\blost connection to the (?!MCP\b|language\b|LSP\b|tool\b|plugin\b)\w+ server\b|\bagent(?:'s)?(?: streaming)? connection (?:was )?(?:lost|(?:unexpectedly )?terminated)\b|\bagent service closed the connection\b|(?<!(?:MCP|LSP|language|tool|plugin) )\bServer died\b|\bprocess [\w-]*agent not running\b|\bsubprocess has exited\b|\bcannot write to CLI stdin\b/i,
    priority: 80,
    fixtures: [
      'gen-transport-closed-error',
      'gen-transport-dropped-mid-write',
      'gen-agent-process-exited-early',
      'gen-query-failed-agent-process-died',
      'gen-app-server-disconnected-before-answer',
      'gen-agent-streaming-connection-terminated',
      'gen-agent-core-stream-closed',
      'gen-agent-process-crashed',
      'gen-agent-backend-exited-unexpectedly',
      'gen-agent-server-connection-lost',
      'gen-acp-agent-process-ended',
    ],
    summary: "An ACP adapter's agent process ended mid-request: the agent's transport was lost.",
  }),
];

/** Kinds first met in corpus batch 16 (after its first run was recorded). */
const batch16: Rule[] = [
  textRule({
    id: 'provider.limit_resets',
    tier: 'signature',
    code: 'quota_limited',
    pattern: /\b(?:session|weekly|daily|monthly|usage) limit\W{1,5}resets\b/i,
    // A warning that a limit is near is not the limit reached.
    unless: /\bapproaching\b|\bnearing\b|\d+ ?% of\b/i,
    priority: 85,
    fixtures: ['gen-session-limit-resets'],
    summary: 'A named usage window that "resets" later: a quota (its time is read when it has a zone).',
  }),
];

/** Kinds first met in corpus batch 18 (after its first run was recorded). */
const batch18: Rule[] = [
  textRule({
    id: 'provider.per_minute_limit_words',
    tier: 'signature',
    code: 'rate_limited',
    pattern:
      /\b(?:rate limit is|maximum rate limit for this model is) [\d.]+ (?:queries|requests) per minute\b|\b(?:tokens|requests) per (?:minute|second) (?:limit )?(?:exceeded|reached)\b|\bexceeded your (?:tokens|requests) per (?:minute|second) limit\b|\btoken limit exceeded for this minute\b|\bexceeded your per-model limit\b/i,
    priority: 80,
    splitByWait: true,
    fixtures: ['gen-token-limit-this-minute', 'gen-tokens-per-minute-words'],
    summary: 'A per-minute, per-second or per-model budget exceeded, in words: a throttle.',
  }),
  textRule({
    id: 'network.provider_unreachable_words',
    tier: 'signature',
    code: 'network_unavailable',
    pattern:
      /\bendpoints? (?:are|is) unreachable\b|\bCould not connect to the provider\b|\b(?:[Cc]ould ?n[o']t|[Cc]annot|[Cc]an't|[Uu]nable to) reach the (?:server|provider|API)\b|^\W*Network error:/im,
    priority: 60,
    fixtures: ['gen-could-not-connect-provider'],
    summary: 'The provider could not be reached over the network, in words.',
  }),
  textRule({
    id: 'provider.model_not_found_path',
    tier: 'signature',
    code: 'model_unavailable',
    pattern: /\bmodels\/[\w.-]{1,80} is not found\b/,
    priority: 85,
    fixtures: ['gen-models-path-not-found'],
    summary: "Google's 'models/<name> is not found for API version …': the model is not there.",
  }),
  textRule({
    id: 'provider.input_validation_failed',
    tier: 'signature',
    code: 'task_error',
    pattern:
      /\brequired properties at '[^'\n]{1,40}' are\b|\bonly supports? \d+ texts per API call\b|\bInput validation error: (?![^\n]{0,300}\b(?:tokens?|characters|chars)\b)|\bInput validation failed\b/i,
    priority: 50,
    fixtures: ['gen-schema-required-properties', 'gen-input-validation-failed'],
    summary: "The request's parameters failed the provider's validation: the request.",
  }),
  textRule({
    id: 'request.modality_not_supported',
    tier: 'signature',
    code: 'conversation_rejected',
    pattern:
      /\b(?:image|audio|video|vision|speech|text)(?: (?:input|output))? modality (?:is )?not supported\b|\bdoes not support (?:the )?(?:given|requested|this) modalit(?:y|ies)\b|['\x22]param['\x22]:\s*['\x22]modalities\b/i,
    // Above the request's own validation words: a model that cannot take or give a modality (an
    // image input, an image or audio output) is that candidate's limit, as any capability it lacks.
    priority: 95,
    fixtures: ['gen-image-modality-not-supported', 'gen-modalities-param-invalid-value'],
    summary:
      'The selected model does not take or give a modality the request holds (image, audio): another model may.',
  }),
];

/** Kinds first met in corpus batch 19 (after its first run was recorded). */
const batch19: Rule[] = [
  textRule({
    id: 'provider.no_credentials_found',
    tier: 'signature',
    code: 'missing_credentials',
    pattern: new RegExp(
      String.raw`\bDid not find [\x60'\x22]?\w*(?:api_?key|apikey|token)\w*[\x60'\x22]?(?: or [\x60'\x22]?\w+[\x60'\x22]?)?, please add an environment variable\b|\b(?:boto3|botocore) found no credentials\b|\b[\w.]*(?:openai|anthropic|azure|gemini|mistral|llm)[\w.]*\.api_key\b[^\n]{0,20}\b(?:is not found|not set|is missing|is required)\b|\bno API key (?:was )?resolved for\b|\b(?:server|service|proxy) does not have an API key\b|\bAWS credentials\b[^\n]{0,60}\bare required\b|\brequires (?:an? )?${PROVIDER_NAMED_KEY}\b|\bmissing credentials \(|^\W*no credentials (?:found|for)\b|\bno (?:Azure|AWS|Google(?: Cloud)?|GCP|OpenAI|Anthropic|Bedrock|Vertex(?: AI)?) credentials? (?:was |were )?(?:resolved|found|available|configured)\b|\bauth(?:entication)? file (?:does not|doesn't) contain an? (?:access |refresh |API )?(?:token|key)\b`,
      'im',
    ),
    priority: 85,
    fixtures: [
      'gen-did-not-find-api-key-env',
      'gen-aws-credentials-required',
      'gen-server-has-no-api-key',
      'gen-requires-provider-api-key',
      'gen-no-api-key-resolved',
      'gen-auth-file-no-token',
      'gen-no-credentials-found',
    ],
    summary: 'No credentials found for the provider or profile: nothing configured to sign in with.',
  }),
  textRule({
    id: 'provider.credentials_rejected_words',
    tier: 'signature',
    code: 'auth_required',
    pattern:
      /\bcheck you have supplied the correct API key\b|\bAccess denied to (?:AWS )?Bedrock model\b|\binvalid session token\b|\bsession token (?:may have |has )?expired\b|session token 已过期|Token均已失效|\bRequests (?:to this API [\w.-]{1,80}(?: method [\w.-]{1,160})?|from this (?:Android client application|iOS client application|referer|IP address|client application)[^\n]{0,80}?) are blocked\b|\b\w*(?:Llm|Provider|Api)Auth(?:entication)?Failed\b|\b(?:AWS|cloud|API|provider) credentials (?:are )?invalid\b|\bcould not validate credentials\b|\binsufficient permissions for this operation\b|\bMissing scopes?: [\w.:-]+|\bOAuth authentication is (?:currently )?not allowed\b/i,
    priority: 75,
    fixtures: ['gen-credentials-rejected-words'],
    summary: 'Credentials or their scopes refused, in words: sign in again or with another method.',
  }),
  textRule({
    id: 'provider.api_busy_529',
    tier: 'signature',
    code: 'provider_overloaded',
    pattern: /\b529\b[^\n]{0,20}\bbusy\b/i,
    priority: 60,
    fixtures: ['gen-529-busy'],
    summary: 'A 529 that says the API is busy: overloaded.',
  }),
];

/**
 * Kinds the blind parts of batches 17-19 still missed after their first runs, written for the kind
 * (any wording of it) and checked on probes of other wordings: a status line that opens a text, a
 * response body that stopped arriving, an input too long in plain words, an HTML page from a
 * gateway where JSON was expected.
 */
const openingKinds: Rule[] = [
  textRule({
    id: 'text.leading_5xx_status',
    tier: 'text',
    code: 'provider_unavailable',
    confidence: 'low',
    pattern:
      /^\W{0,3}(?:500|502|503|504|520|521|522|523|524)\s+(?:<!DOCTYPE\b|<html\b|[`'"][^`'"\n]{1,200}[`'"]\s*$|(?:[A-Z][\w-]*\s+){0,4}(?:Error|Failure|Unavailable|Down|Time-?out|Gateway|Exception)\b)/im,
    unless: FRAMEWORK_ERROR_PAGE,
    priority: 35,
    fixtures: ['gen-leading-503-words', 'gen-leading-502-html', 'gen-leading-504-quoted'],
    summary:
      'A text that opens with a 5xx status and its reason, a page or a quoted message: the server failed.',
  }),
  textRule({
    id: 'network.body_stopped',
    tier: 'signature',
    code: 'network_unavailable',
    pattern:
      /\bclosed the stream(?:ing)? connection before (?:completing|finishing)\b|\bresponse stopped arriving\b|\bStream disconnected before (?:the )?(?:response|completion) (?:completed|finished)\b|\bstalled mid-stream\b|\bclosed mid-response\b|\brequest or response body error\b|\bnext chunk timed out\b|\bResponse payload is not completed\b|\bNot enough data to satisfy transfer length header\b|\bconnection ended mid-stream\b|\bclosed the stream before sending\b|\bTimed out waiting for more data\b|\b(?:reading (?:the |a )?response body|response body|body read|stream(?:ing)? (?:read|response)|upstream response) (?:timed out|timeout)\b|\bstream idle timeout\b|\berror reading a body from connection\b|\berror (?:reading|decoding) (?:the |a )?response body\b[^\n]{0,60}\b(?:connection (?:reset|closed|aborted)|timed? ?out|unexpected eof|stream error)\b|\bHTTP\/2 protocol error\b|\bNGHTTP2_(?:PROTOCOL_ERROR|INTERNAL_ERROR|REFUSED_STREAM)\b|\bERR_HTTP2_(?:STREAM_ERROR|SESSION_ERROR|STREAM_CANCEL|GOAWAY_SESSION)\b|(?:^|[:=]\s*['"]?|\bprovider_message:\s*)Network ?Error\b\W*$|\ba network error (?:occurred|happened)\b|\bNetwork error (?:while|during|when) (?:streaming|sending|reading|receiving|connecting|calling|fetching)\b|\b(?:httpx|httpcore)\.ReadError\b|\bReadError\('|\b(?:inference|read|response) idle timeout after \d+\s?m?s\b|\bNo (?:stream )?activity (?:on (?:the )?stream )?for \d+\s?m?s\b|\bno (?:response )?chunks? (?:received|arrived) (?:in|for|within) (?:the (?:last|past) )?\d+\s?m?s\b/im,
    priority: 62,
    fixtures: [
      'gen-closed-streaming-connection-early',
      'gen-response-body-read-timed-out',
      'gen-body-from-connection-reset',
      'gen-stream-idle-timeout',
      'gen-http2-protocol-error',
      'gen-network-error-while-streaming',
    ],
    summary:
      'The response stopped arriving or the connection carrying it broke: the network, not the request.',
  }),
  textRule({
    id: 'provider.input_too_long_words',
    tier: 'signature',
    code: 'context_window_exceeded',
    pattern:
      /\binput_ids size \(\d+\)[^\n]{0,60}\bexceeds max length\b|\bavailable context size -\d+ was not non-negative\b|\bconversation (?:is|has (?:grown|become|gotten)) too long\b|\b(?:input )?prompt is too (?:big|long|large) (?:compared to|for) (?:the )?(?:KV|context)\b|\b(?:input|prompt) token (?:length|count) (?:is )?too long\b|\btoo large to compact\b|\bconversation (?:history )?is too large to (?:compact|continue|summari[sz]e)\b|\btoo long to (?:process|fit) in (?:a single|one|the) (?:prompt|request|context)\b|\b(?:Max tokens|Token limit) exceeded before adding\b|\bget under token limit\b|\bexceeds the total KV cache capacity\b|\bcontext was too? small to fit your input\b|\bconversation is too large to continue\b|\bconversation history has overflowed\b|\bToo much context loaded\b|\binput token limit is \d+|\btokens to keep\b[^\n]{0,60}\bgreater than the context length\b|\bcontext (?:window )?is full\b|(?:^|[\s"':(])(?<!\b(?:when|if|whether|unless) )(?<!\b(?:when|if|whether|unless) (?:your|the) )(?:your |the )?(?:input|prompt|conversation)(?: you (?:submitted|sent|provided))? (?:is|was) too long\b|\bthe message you submitted was too long\b|\bCONTENT_LENGTH_EXCEEDS_THRESHOLD\b|\bmessage_length_exceeds_limit\b|\blarger than the model(?:.s)? (?:input|context) length limit\b/im,
    priority: 88,
    fixtures: ['gen-your-input-too-long', 'gen-prompt-you-sent-too-long'],
    summary: 'The input, prompt or conversation too long, in plain words: over the context window.',
  }),
  textRule({
    id: 'gateway.html_instead_of_json_5xx',
    tier: 'signature',
    code: 'provider_unavailable',
    pattern:
      /<title>[^<]{0,80}\b50[0-4]: (?:Bad gateway|Gateway time-?out|Service unavailable|Internal server error)\b|<html\b[^\n]{0,200}?\b50[0234] (?:Bad Gateway|Gateway Time-?out|Service (?:Temporarily )?Unavailable|Internal Server Error)\b|\b5(?:0[0234]|2[0-4])\b[^\n]{0,60}?(?:Unexpected token\W{0,3}<|\\?["']<!doctype|<!DOCTYPE html|<html\b)|<title>Error 5\d\d \(Server Error\)|\bA timeout occurred\W{0,3}Error code 52[0-4]\b/i,
    unless: FRAMEWORK_ERROR_PAGE,
    priority: 52,
    fixtures: ['gen-html-page-before-5xx-reason', 'gen-5xx-html-not-json'],
    summary: 'A gateway answered a 5xx with an HTML page where JSON was expected: the server side failed.',
  }),
];

/** Kinds first met in corpus batch 20's open part (frameworks, gateways, hosted providers' docs). */
const batch20: Rule[] = [
  textRule({
    id: 'provider.payment_required_bare',
    tier: 'signature',
    code: 'quota_limited',
    pattern: /\bpayment required\b/i,
    // Below the plan wordings: a 402 that names a plan is the plan's; alone it is money that ran out.
    priority: 50,
    fixtures: ['gen-payment-required-alone'],
    summary: 'A bare "Payment Required" (402): the money behind the key ran out, a quota until it is paid.',
  }),
  textRule({
    id: 'provider.feature_not_enabled_for_account',
    tier: 'signature',
    code: 'subscription_required',
    pattern:
      /\bnot supported in your (?:workspace|organi[sz]ation|account|project)\b|\b(?:is|has) not (?:been )?enabled for (?:your|this) (?:organization|organisation|account|team|workspace|tenant)\b/i,
    // A model not enabled is the model's absence for the account (model_unavailable).
    unless: /\bmodel\b[^.\n]{0,60}\bnot (?:been )?enabled for\b/i,
    priority: 70,
    fixtures: ['gen-feature-not-supported-in-workspace', 'gen-not-enabled-for-organization'],
    summary: 'A product or gateway not enabled for the account: an entitlement a person grants.',
  }),
  textRule({
    id: 'provider.permission_denied_words',
    tier: 'text',
    code: 'auth_required',
    pattern:
      /\bPermissionDeniedError\b(?=[^\n]{0,200}?\b(?:permissions?|not (?:allowed|authori[sz]ed|permitted|open)|access(?:ing)?|denied|restricted|region|country|organi[sz]ation|project|key|token)\b)|\bnot allowed due to (?:\w+ )?permission restrictions\b|\b(?:doesn't|does not|do not|don't) have (?:sufficient |enough |the required )?permissions? to (?:call\b|(?:access|use) (?:the |this )?(?:requested )?(?:API|resource|service|endpoint)\b)/,
    // A wrapper's class name, read only with words of a refusal after it (a bare 403, "Forbidden" or
    // a proxy's HTML page says no more than the status); any cause named inside it decides first.
    priority: 28,
    fixtures: ['gen-permission-denied-class-with-refusal'],
    summary: 'An SDK’s permission-denied error (a 403) or permission restrictions: the caller is refused.',
  }),
  textRule({
    id: 'config.max_tokens_out_of_range',
    tier: 'signature',
    code: 'task_error',
    pattern:
      /\bInvalid max_tokens value\b|\bmax_(?:completion_|output_)?tokens\b[^\n]{0,30}\bcannot exceed\b|\bmax_(?:completion_|output_)?tokens\b[^\n]{0,30}\bmust be (?:at least|at most|greater than|less than|between|a positive|an integer)\b(?! -?\d+, got -)/i,
    unless: /\bgot -\d+/,
    priority: 55,
    fixtures: ['gen-max-tokens-must-be-at-least'],
    summary: 'The output budget asked for is out of the range the model allows: the request’s setting.',
  }),
  textRule({
    id: 'provider.context_length_bound',
    tier: 'signature',
    code: 'context_window_exceeded',
    pattern:
      /\b(?:Content|Input|Prompt) (?:is )?too large for the (?:selected |current |chosen )?model\b(?! provider)|\bToo large prompt\b|\breduce the (?:amount|number) of tokens\b|\b(?:user )?input tokens? exceeds? \d[\d,]* tokens\b|\bexceeds the max_model_len\b|\bThe total length of all messages is too long\b|\bTOO_MANY_TOKENS\b|\bsequence length exceeds cache size\b|\bout_of_context_due_to_long_message\b|\bmust be (?:less|smaller|fewer) than (?:or equal to )?(?:the )?(?:model'?s )?(?:context length|context window|maximum context|max_seq_len|max_model_len)\b|\bmodel max length exceeded\b|\bstart \(\d+\) \+ length \(\d+\) exceeds dimension size\b|\bbut MAX_KV_SIZE is \d+|\bshould not exceed max_num_tokens\b|\bNot enough tokens (?:remaining|left) in (?:the )?model'?s context\b|\bOverflowError: [^\n]{0,120}\b(?:too long|too many tokens)\b|\bModelMaxLength\b|\bhas \d+ tokens maximum\b|\bpossibly exhausted context window\b|\bchat context of [\d,]+ tokens exceeds\b|\btoo big for the model\b|\bRequest exceeds (?:the )?token limit\b|\blonger than (?:the )?max(?:imum)? context length\b/i,
    priority: 88,
    fixtures: [
      'gen-input-too-large-for-model',
      'gen-input-tokens-exceed-n',
      'gen-input-plus-output-under-context',
      'gen-prompt-tokens-under-max-seq-len',
    ],
    summary: 'The input and the output asked for must fit the context length: over the window.',
  }),
  textRule({
    id: 'agent.rate_limit_waiting',
    tier: 'signature',
    code: 'rate_limited',
    pattern:
      /\b(?:received|got|hit|encountered|caught) (?:a |an )?(?:API )?rate[- ]limit(?:ed)? (?:error|response|exception)\b/i,
    priority: 42,
    splitByWait: true,
    fixtures: ['gen-received-rate-limit-error'],
    summary: 'A client that met a rate-limit error and waits before retrying: a throttle.',
  }),
  textRule({
    id: 'provider.routing_requirements_unmet',
    tier: 'signature',
    code: 'unclassified',
    pattern:
      /\bno (?:available )?(?:model )?providers? (?:that |which )?(?:meets?|match(?:es)?|satisf(?:y|ies)) (?:your|the) (?:routing|provider) (?:requirements|preferences|constraints)\b/i,
    // Above the bare 5xx it arrives with: the candidate's own filters may exclude every upstream.
    priority: 55,
    fixtures: ['gen-no-provider-meets-routing'],
    summary:
      'A router found no upstream meeting the routing requirements: its settings or their capacity, nothing decides which.',
  }),
];

/** Kinds first met in corpus batch 21's open part (coding agents, ACP adapters, local model servers). */
const batch21: Rule[] = [
  textRule({
    id: 'google.invalid_json_payload',
    tier: 'signature',
    code: 'task_error',
    pattern: /\bInvalid JSON payload received\b/,
    priority: 60,
    fixtures: ['gen-invalid-json-payload-unknown-name'],
    summary:
      "Google's API refused the request's JSON (an unknown field in a tool schema): the request, not the provider.",
  }),
  textRule({
    id: 'local.model_load_failed',
    tier: 'signature',
    code: 'local_runtime_error',
    pattern:
      /\b[Pp]ull stream ended unexpectedly\b|\bmodel (?:name=)?[\w.:/@-]{1,100} failed to load\b|\bpath to the model does not exist\b|\bUnsupported model type:? [`'\x22]?[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*?\d[a-z0-9_]*\b|\bUnable to initiali[sz]e model with given context\b|\bFailed to open (?:model )?file\b[^\n]{0,80}\.(?:pllm|gguf|ggml|onnx|safetensors|bin|mlmodel|tflite)\b|\bmodel\b[^\n]{0,30}\bfile belongs to a different version of the library\b|\bfailed to load all models\b|\bExecutor worker returned error\b|\bNo \.?gguf (?:model )?(?:files?|models) found\b(?! for (?:the )?model\b)|\bUnrecognized model path\b|\bfailed ?To ?Initiali[sz]e ?Engine\b|\b(?:unable|failed) to load (?:the )?(?:Foundry Local|LM Studio|Ollama|llama\.cpp|local|GGUF|ONNX|MLX|on-device) model\b|\bFailed loading model\b|\bModel type [\w.-]+ not supported\b|\bModel not loaded\b|\bdo load request: Post\b|\bFailed to allocate (?:the )?(?:KV cache|recurrent state)\b|\bFailed to load llama-server\b|\bggml_\w+: (?:Memory allocation|failed to allocate)\b|\b(?:llama-server|llama-cli|ollama|koboldcpp|llamafile)\b[^\n]{0,20}: error while loading shared libraries\b|\bcould not load (?:the )?(?:(?:rerank|embedding|embeddings|tts|whisper|image|text) )?model\b|\bModel format not supported\b|\bModel failed to load\b|\bFailed to load (?:the |embedding |image )?model\b(?!s)|\bShard process was signaled\b|\bShard \d+ failed to start\b|\bShardCannotStart\b|\bfailed to load (?:the )?requested model\b|\bLoad model failed with error\b|\bllama_(?:load_)?model_load(?:_from_file)?: (?:failed|error)\b|\bError loading (?:the )?model!|\bgguf\w*\b[^\n]{0,200}\b(?:invalid|unknown|bad) magic\b|\b(?:invalid|unknown|bad) magic (?:number|characters)\b[^\n]{0,200}\bgguf|\bunable to load model\b|\b(?:could not|couldn'?t|failed to|unable to) load (?:the )?model\b[^\n]{0,80}\b(?:rpc error|EOF|internal loader|backend|llama|gguf|out of memory|memory)\b|\bModel is unloaded\b|\bmodel loading (?:was )?stopped\b|\bmodel loading guardrails\b|\binsufficient system resources\b[^.\n]{0,80}\bmodel\b|\bFailed to (?:start|launch|initiali[sz]e) (?:the )?model\b|\bmodel initiali[sz]ation failed\b|\bModel failed to start\b|\bFailed to (?:create|initiali[sz]e) (?:the )?engine\b|\bFailed to create LLM '|\b(?:model|engine|context) (?:is )?(?:currently )?not (?:yet )?(?:loaded|initiali[sz]ed)(?: yet)?\b|\bFailed to initiali[sz]e (?:the )?(?:context|model|engine)\b|\bUnable to instantiate (?:the )?model\b|\bis_model_loaded false\b|\bcontext. has not been initiali[sz]ed|\bError loading model\b(?! list)|(?:\b(?:failed to load|could not load|couldn't load|error loading|cannot load|can't load|unable to load) (?:the )?(?:LLM|local|transcription|text|YOLO|whisper|GGUF|llama|embedding) model\b|\bError loading model\b(?!s| list)|模型加载错误|\bThe task loading the model panicked\b)|\bmodel (?:loading|load) failed\b|\bfailed to unload (?:the )?model\b|\bModel unloaded\b|\bUnknown Model, cannot load\b|\bmodel (?:may have|has) crashed\b|\bmodel process encountered an unexpected error\b|\bmodel has been discarded\b|\bLlamaCppProcessError\b|\bgeneration ended without a stop condition\b|\bLLM ?Service (?:construction returned null|couldn.t be created|could not be created)|\bFailed to (?:create|initiali[sz]e) (?:the )?(?:LLM ?Service|native context|LLM service|inference session)\b|\bcontextCreationFailed\b|\bLocal LLM service is not available\b|\bFailed to generate locally\b|\bException during initialization\b|\b(?:vocabulary|vocab|tokenizer|model|weights?|gguf|checkpoint|blob|llamafile)(?: file)? (?:is |are |appears to be |may be )?(?:malformed or corrupt(?:ed)?|corrupt(?:ed)?(?: or (?:malformed|incomplete))?|truncated|incomplete)\b|\bdoes not exist or is corrupt(?:ed)?\b|\bdata did not match any variant of untagged enum ModelWrapper\b|\bDeserialize tensor [^\n]{0,40}failed\b|\bno usable file \(0 bytes\)|\b(?:model|download(?:ed)?|file) (?:hash|checksum|sha256) mismatch\b|\bhash mismatch\b|\bcannot find (?:the )?(?:\w+ )?model file\b|\bmodel (?:file|path|weights?) ['"`][^'"`\n]{1,200}['"`] (?:does not|doesn.t) exist\b|\berror loading\b[^\n]{0,120}\.(?:gguf|ggml|safetensors)\b/i,
    // Above the 5xx a local server wraps it in: its own loading failed, not a provider.
    priority: 97,
    fixtures: [
      'gen-pull-stream-ended-unexpectedly',
      'gen-model-name-failed-to-load-500',
      'gen-local-unsupported-architecture',
      'gen-local-model-file-other-version',
      'gen-local-model-file-unopenable',
      'gen-llama-context-init-failed',
      'gen-model-server-failed-load-all',
      'gen-no-gguf-in-folder',
      'gen-model-path-does-not-exist',
      'gen-engine-unrecognized-model-path',
      'gen-local-engine-model-unable-load',
      'gen-failed-loading-model',
      'gen-model-type-not-supported-loader',
      'gen-error-loading-gguf',
      'gen-local-model-path-missing',
      'gen-local-model-not-loaded-yet',
      'gen-local-model-load-rpc-eof',
      'gen-local-model-unloaded',
      'gen-local-failed-to-start-model',
      'gen-local-engine-create-failed',
    ],
    summary: 'A local model server could not load or lost its model (backend gone, memory guardrails).',
  }),
  textRule({
    id: 'local.private_host_refused',
    tier: 'signature',
    code: 'local_runtime_error',
    pattern: new RegExp(
      String.raw`\b(?:[Cc]onnect(?:ion)? refused|ECONNREFUSED|actively refused)\b[^\n]{0,40}?(?<![\w.-]/)\b${LAN_HOST_PORT}|(?<![\w.-]/)\b${LAN_HOST_PORT}[^\n]{0,40}?\b[Cc]onnect(?:ion)? refused\b|\bhost='${LAN_IPV4}', port=\d{2,5}\)[^\n]{0,300}?\b[Cc]onnection refused\b`,
    ),
    // A server on the local network (a private address and its port) refused the connection: a
    // self-hosted service is down, not the provider's network. A DNS lookup, an HTTPS port (a proxy
    // in front of the provider), or a cloud host's name resolved to a private address, is not this.
    unless: /\blookup [\w.-]+ on\b|\bread udp\b/,
    priority: 75,
    fixtures: ['gen-lan-host-port-zero-refused', 'gen-lan-service-refused'],
    summary:
      'A server at a private network address refused the connection: a self-hosted service (a model server, a converter) is down, not the provider.',
  }),
  textRule({
    id: 'local.model_api_refused',
    tier: 'signature',
    code: 'local_runtime_error',
    pattern: new RegExp(
      String.raw`\bhttps?:\/\/${LAN_IPV4}:\d{2,5}\/api\/(?:chat|generate|embed\w*)\b[\s\S]{0,160}?(?:HTTP\/[\d.]+\W{0,2}|\bError:?\W{0,3})5\d\d\b|` +
        /\] \x22(?:POST|GET) \/(?:v1\/)?(?:completions?|chat\/completions|embeddings|api\/(?:chat|generate|embed\w*))\b[^\x22\n]{0,40}\x22 5\d\d\b|\[GIN\][^\n]{0,40}\|\s*5\d\d\s*\|[^\n]{0,80}\|\s*(?:POST|GET)\s+\x22?\/(?:v1\/)?(?:completions?|chat\/completions|api\/(?:chat|generate|embed\w*)|embeddings)\b|\bhttps?:\/\/(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0|host\.docker\.internal):\d{2,5}\/(?:v1\/)?(?:completions?|chat\/completions|api\/(?:chat|generate)|embeddings)\b[\s\S]{0,160}?(?:HTTP\/[\d.]+\W{0,2}|\bError:?\W{0,3})5\d\d\b|\bhttps?:\/\/(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0|host\.docker\.internal):\d{2,5}\/(?:v1\/)?(?:completions?|chat\/completions|api\/(?:chat|generate|tags)|embeddings|models)\b[^\n]{0,120}\b(?:ECONNREFUSED|ECONNRESET|Connection refused|Connection reset by peer|connect(?:ion)? (?:failed|refused))/
          .source,
      'i',
    ),
    // Above the loopback transport rule: a model API path names a model server, not the agent's pipe.
    priority: 97,
    fixtures: [
      'gen-loopback-model-api-reset',
      'gen-lan-ollama-generate-500',
      'gen-local-completion-endpoint-refused',
    ],
    summary:
      "A model API on a loopback address refused the connection or answered 5xx, or a self-hosted Ollama's API on the local network answered 5xx: the local server, not a provider.",
  }),
  textRule({
    id: 'agent.tool_permission_denied',
    tier: 'signature',
    code: 'local_permission_error',
    pattern:
      /\buser has denied permission to call this method\b|\bBlocked by hook\b|\bmatches (?:one or more )?rules on the den(?:ied|y) list\b|\bPermission to use [\w:.-]+ has been (?:auto-)?denied\b|\bDenied by rule [\w]+\(|\bThe user doesn'?t want to proceed with this tool use\b|\btool use was rejected\b|\bdenied by (?:the )?(?:policy|PermissionRequest hook)\b|\bAuto-denied\b|\bPermission denied for (?:fs|terminal)\/\w+|\bPermission to use [\w:.-]+ has been (?:auto-)?(?:denied|rejected)\b|\bwas denied \d+ tool call|\bTool [\w.-]+ requires approval\b|\bpermission_denials\W{0,4}\[\s*\{|\bPolicy engine missing\b|\bwaiting for user confirmation\b|\brejected too many approval requests\b|\bauthorizes no mutations\b/i,
    priority: 70,
    fixtures: [
      'gen-mcp-user-denied-method',
      'gen-tool-permission-auto-denied',
      'gen-acp-tool-call-failed-denied',
    ],
    summary: "The agent's permission policy or its user denied a tool: a local permission, not the provider.",
  }),
  textRule({
    id: 'text.internal_server_error_message',
    tier: 'text',
    code: 'provider_unavailable',
    confidence: 'low',
    pattern:
      /\b(?:API call|request|call) failed after \d+ (?:retries|attempts)\W{1,3}Internal server error\b|:\sInternal server error\W*$|\b1011 \(internal error\)/im,
    // The agent's own infrastructure (a sandbox or container it was creating) failing, a server on
    // this machine (a loopback address) answering so, or a close whose reason is the session's own
    // time limit: not the model provider's server failing.
    unless: new RegExp(
      String.raw`\b(?:exceeded|hit|reached) (?:the |its )?maximum (?:session )?duration\b|\b(?:creating|starting|provisioning|launching) (?:the |a )?(?:sandbox|container|workspace|runtime|VM|pod)\b|${LOOPBACK_WITH_PORT}`,
      'i',
    ),
    priority: 35,
    fixtures: ['gen-failed-after-retries-internal'],
    summary: 'An internal server error as the whole message, or after retries: the server failed.',
  }),
  textRule({
    id: 'network.io_kind',
    tier: 'signature',
    code: 'network_unavailable',
    pattern:
      /\bKind\((?:AddrNotAvailable|ConnectionReset|ConnectionRefused|ConnectionAborted|TimedOut|BrokenPipe|NetworkUnreachable|HostUnreachable|NotConnected)\)|\bEADDRNOTAVAIL\b/,
    priority: 60,
    fixtures: ['gen-rust-io-kind-reset'],
    summary: "A Rust client's I/O error kind of the connection (reset, refused, timed out): the network.",
  }),
  textRule({
    id: 'agent.reconnecting_progress',
    tier: 'text',
    code: 'network_unavailable',
    confidence: 'low',
    pattern: /\bRe-?connecting\W{0,4}\d+\s*\/\s*\d+\b/i,
    priority: 30,
    fixtures: ['gen-reconnecting-progress'],
    summary: 'An agent reconnecting (n/m) with nothing after it: its connection to the provider dropped.',
  }),
];

/** Kinds first met in corpus batches 22 and 23 (providers' own error docs, agent frames and logs). */
const batch22: Rule[] = [
  textRule({
    id: 'client.unexpected_keyword',
    tier: 'signature',
    code: 'not_provider_error',
    pattern: /\b(?:got|received) an unexpected keyword argument\b/,
    // Code that calls a function with an argument it does not take (a library upgraded under it):
    // the caller's own, whatever the call was for; above the transport words a traceback prints.
    priority: 90,
    fixtures: ['gen-unexpected-keyword-argument'],
    summary:
      "A call passed an argument the function does not take (the client's code or its library version): not the provider.",
  }),
  textRule({
    id: 'agent.untrusted_workspace',
    tier: 'signature',
    code: 'not_provider_error',
    pattern: /\bNot inside a trusted directory\b|\bskip-git-repo-check\b[^\n]{0,20}\bnot specified\b/i,
    priority: 70,
    fixtures: ['gen-agent-untrusted-workspace'],
    summary: 'The agent refuses to work outside a directory it trusts: its own gate, not the provider.',
  }),
  textRule({
    id: 'acp.method_not_found_text',
    tier: 'signature',
    code: 'not_provider_error',
    // A JSON-RPC method (`session/set_model`, `_kiro/auth/getAccessToken`) one side does not implement,
    // as a client prints it: the agent and its client disagree, whatever the call was for.
    pattern: /\bMethod not (?:found|supported)\W{0,3}:?\s?(?:MethodName\(name=)?_?[\w.-]+(?:\/[\w.-]+)+/,
    priority: 95,
    fixtures: ['gen-acp-method-not-found-text'],
    summary:
      'A JSON-RPC method the agent or its client does not implement, printed: their disagreement, not the provider.',
  }),
  textRule({
    id: 'agent.loop_detected',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\b(?:potential |possible |infinite )?loop (?:was |has been )?detected\b|\bdetected an? (?:potential |possible )?(?:infinite )?loop\b|\bLoopDetected\w*/i,
    // The agent's own guard halted a turn that repeated itself: no provider call failed.
    priority: 100,
    fixtures: ['gen-agent-loop-detected'],
    summary:
      "The agent's loop detector halted a turn that kept repeating itself: the agent's, not the provider's.",
  }),
  textRule({
    id: 'request.empty_input',
    tier: 'signature',
    code: 'task_error',
    pattern:
      /\bNo text (?:provided|given|specified)\b|\bNo (?:text|input|prompt|query)\/(?:text|input|prompt|query) (?:provided|given|specified)\b|\b(?:prompt|input|messages|query)(?: file)? (?:is|are|was) empty\b|\bNo (?:input|prompt|messages|query) (?:provided|given|specified)\b|\bempty prompt\b|(?:\b(?:messages?|query|prompt|input)s? (?:array |list )?(?:is|are|was) (?:required|missing|empty)\b|\bmissing (?:messages|prompt|query|input)\b|\bNo (?:messages?|content|prompts?) (?:to (?:be )?(?:send|sent|execute|process)|selected)\b|\bPlease provide an? (?:description|file|prompt|message|query|question|input)\b|\bYou must provide an? (?:message|prompt|query|input)\b)/i,
    // The request had nothing to send (no prompt, empty input): the task's own. A response that
    // came back empty is not this: its words name the content or the response, not the input.
    priority: 60,
    fixtures: [
      'gen-no-input-prompt-given',
      'gen-query-is-required',
      'gen-request-empty-input',
      'gen-request-no-prompt-provided',
    ],
    summary: 'The request had nothing to send (an empty prompt or input): the task, not the provider.',
  }),
  textRule({
    id: 'request.model_missing',
    tier: 'signature',
    code: 'task_error',
    pattern:
      /\bModel is required\b|\bmodel is not specified\b|\bno model (?:was )?specified\b|\bmodel\s*[=:]\s*(?:None|null|undefined)\)?(?:[.,;:]|\s*$)|(?:^|\n|["'{:]\s*|\bfield |\b400: |Exception: )model is required\b/m,
    // Above the model-not-found wordings: no model was named, none is missing.
    priority: 75,
    fixtures: ['gen-lowercase-model-is-required', 'gen-model-none-in-request'],
    summary: "The request named no model (model=None): the request's own.",
  }),
  textRule({
    id: 'gateway.virtual_key_missing',
    tier: 'signature',
    code: 'missing_credentials',
    pattern:
      /\b(?:missing (?:virtual |gateway )?key|(?:virtual|gateway) key (?:not provided|missing))\b|\bMISSING_VIRTUAL_KEY\b/i,
    priority: 86,
    fixtures: ['gen-virtual-key-not-provided'],
    summary: "A gateway's own key was not sent: nothing configured to call it with.",
  }),
  textRule({
    id: 'provider.empty_api_key',
    tier: 'signature',
    code: 'missing_credentials',
    pattern: /\bAPI key provided:? (?:''|""|``|\(empty\))/i,
    // Above the invalid-key wordings: an empty key was never configured.
    priority: 96,
    fixtures: ['gen-empty-api-key-provided'],
    summary: 'The API key sent was empty: none is configured.',
  }),
  textRule({
    id: 'server.request_body_unmarshal',
    tier: 'signature',
    code: 'task_error',
    pattern: /\bjson: cannot unmarshal \w+ into Go (?:struct field|value)\b/,
    // A message's content the server cannot take is the conversation's shape: its rule decides.
    unless: /\bGo struct field Message\.messages\.content\b/,
    priority: 62,
    fixtures: ['gen-go-cannot-unmarshal-request'],
    summary:
      "A server (Go) could not decode the request's JSON into its types: the request, not the provider.",
  }),
  textRule({
    id: 'provider.safety_limited_prompt',
    tier: 'signature',
    code: 'content_refused',
    pattern:
      /\b(?:limited access to|blocked|refused|restricted) (?:this )?(?:content|request|prompt) for safety reasons\b|\bInvalid prompt:? [^.\n]{0,80}\bsafety\b/i,
    priority: 90,
    fixtures: ['gen-invalid-prompt-safety-reasons'],
    summary: 'A prompt refused or limited for safety reasons: its content.',
  }),
  textRule({
    id: 'provider.account_access_words',
    tier: 'signature',
    code: 'auth_required',
    pattern:
      /\binvalid_workspace_selected\b|\bThe `?\w+`? permission is required to access this endpoint\b|\bValidation required to continue\b|\bVALIDATION_REQUIRED\b|\bno_valid_organi[sz]ations\b|\b(?:do not have any|has no|have no) valid organi[sz]ations\b|^\W*User is unauthori[sz]ed\b/im,
    priority: 82,
    fixtures: ['gen-no-valid-organizations'],
    summary: 'The signed-in account has no organization it may use, or is not authorized: sign in again.',
  }),
  textRule({
    id: 'agent.message_aborted',
    tier: 'signature',
    code: 'cancelled',
    pattern: /\bMessageAbortedError\b/,
    priority: 70,
    fixtures: ['gen-message-aborted-error'],
    summary: "An agent's message aborted (opencode's MessageAbortedError): a stop, not the provider.",
  }),
  textRule({
    id: 'provider.no_access_to_resource',
    tier: 'signature',
    code: 'auth_required',
    pattern:
      /\b(?:do not|don'?t) have (?:the )?(?:permission|access) to (?:access )?(?:the |this )?(?:requested )?\W{0,2}(?:resource|API(?:\b|_)|endpoint|operation)|\bTimed out waiting for (?:the )?authentication\b|\bCredentials missing or invalid\b|NOT_LOGGED_IN\b|\bnot logged in\b/i,
    priority: 68,
    fixtures: ['gen-no-permission-to-resource'],
    summary: 'The caller has no permission for the resource, or never finished signing in: auth.',
  }),
  textRule({
    id: 'provider.sensitive_content',
    tier: 'signature',
    code: 'content_refused',
    pattern:
      /\bSensitive content detected\b|\bSensitiveContentDetected\b|\b(?:may contain|detected|contains?) (?:potentially )?(?:unsafe or )?(?:sensitive|severe violation|unsafe) (?:content|information)\b|\bunsafe or sensitive content\b|\b[Mm]ay contain sensi?tive\b/i,
    priority: 90,
    fixtures: ['gen-sensitive-content-detected'],
    summary: 'The input or output was judged sensitive or unsafe: refused for its content.',
  }),
  textRule({
    id: 'provider.model_gone_words',
    tier: 'signature',
    code: 'model_unavailable',
    pattern:
      /\bmodels\/[\w.-]{1,60} is no longer available\b|\bThe model [`'\x22][\w.:/-]{1,60}[`'\x22] has been deprecated\b|\b\w*(?:Error|Exception):\s{0,3}(?:\d{3,5}:\s{0,3})?(?:this|the|that) model (?:was|has been|is) (?:deprecated|retired|decommissioned)\b|\bUnable to locate model\b|\b(?:account|key|organization|project) (?:doesn't|does not|don't|do not) have access to (?:the )?(?:model )?[\w.:/-]*\d[\w.:/-]*|\bmodel [`'\x22]?(?!(?:does|is|was)\b)[\w.:/-]{1,60}[`'\x22]? (?:(?:does )?not exist|is no longer available)\b|\bthe (?:selected|requested) model (?:is no longer available|could not be found)\b|\bnot_found_error\b[\s\S]{0,60}?\bis not available\b|\bno longer compatible with your version of\b|\b4\d\d\b[^\n]{0,20}\bModel [`'\x22]?[\w.:/-]{1,60}[`'\x22]? has been deprecated\b|\bmodel(?: [\w.:/-]{1,60})? does not support (?:images|(?:image|vision|audio) input)\b|\bmodel is missing data required for image input\b|\bkey (?:may )?lacks? (?:the )?permissions? (?:for|to use) (?:this|the) model\b|\bis no longer available to new (?:users|customers|projects)\b|\bNo such model\b|\bModel not support(?:ed)?\b|\bhas been taken offline\b|\bModel deprecated\b|\bThe model [\w.:/-]{1,60} has been deprecated\b|\b(?:model|model version) has reached (?:the )?end of (?:its )?life\b|\bbeta_api_shape_disabled\b|\bRealtime Beta API is no longer supported\b|\bmodels other than [\w-]+ are no longer supported\b|\bis a legacy api and is going to be deprecated\b/i,
    priority: 72,
    fixtures: ['gen-no-such-model'],
    summary: 'The model asked for does not exist, is not supported or was taken offline.',
  }),
  textRule({
    id: 'provider.no_authentication_provided',
    tier: 'signature',
    code: 'missing_credentials',
    pattern:
      /\bNo (?:authentication|credentials|API key|auth(?:orization)?(?: header| token)?) (?:was |were )?(?:provided|supplied|given)\b/i,
    priority: 84,
    fixtures: ['gen-no-authentication-provided'],
    summary: 'No credentials were sent at all: nothing configured to sign in with.',
  }),
  textRule({
    id: 'hub.model_lookup_failed',
    tier: 'signature',
    code: 'not_provider_error',
    pattern: /\bfor url:? https?:\/\/huggingface\.co\/api\/models\b/,
    // Above the status words it carries: a model hub lookup, not the provider call of the task.
    priority: 92,
    fixtures: ['gen-hf-hub-model-lookup-429'],
    summary:
      "A model hub lookup (Hugging Face's model API) failing at startup: not the provider call of the task.",
  }),
  textRule({
    id: 'network.tls_remote_error',
    tier: 'signature',
    code: 'network_unavailable',
    pattern: /\bUNEXPECTED_EOF_WHILE_READING\b|\bremote error: tls: [\w ]{3,40}|\btls: bad record MAC\b/i,
    priority: 62,
    fixtures: ['gen-tls-bad-record-mac'],
    summary: 'The TLS session with the provider broke: the network.',
  }),
  textRule({
    id: 'provider.model_capacity_reason',
    tier: 'signature',
    code: 'model_capacity',
    pattern: /\bMODEL_CAPACITY_EXHAUSTED\b/,
    // Below the capacity wordings (80), above a retry hint (60): the reason alone, in a cut body.
    priority: 70,
    fixtures: ['gen-model-capacity-reason-in-text'],
    summary: "Google's MODEL_CAPACITY_EXHAUSTED reason in text: the model has no capacity now.",
  }),
  textRule({
    id: 'agent.provider_unresolved',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern:
      /\bprovider\W{0,2}[\w.-]+\W{0,2} is (?:currently )?not supported\b|\bFailed to resolve (?:the )?provider\b|\bprovider [\w.-]{1,40} not (?:specified|configured|set|found) in (?:the |your )?config(?:uration)?\b|\bNo LLM provider (?:provided|configured|specified|set)\b|\bConfiguration value not found:? \w*(?:PROVIDER|MODEL)\b/i,
    priority: 80,
    fixtures: ['gen-failed-to-resolve-provider'],
    summary: 'The agent could not resolve which provider to use: its configuration lacks it.',
  }),
];

/** Kinds first met in corpus batch 7's open part (local model servers, server flags). */
const batch7: Rule[] = [
  textRule({
    id: 'local.model_server_unreachable',
    tier: 'signature',
    code: 'local_runtime_error',
    pattern:
      /\b(?:Ollama|LM Studio|llama\.cpp|llama-server|LocalAI|koboldcpp) is not (?:available|running)\. Start\b|\b(?:Ollama|LM Studio|llama\.cpp|llama-server|LocalAI) is not connected\b|\bNot connected to (?:Ollama|LM Studio|llama\.cpp|llama-server|LocalAI)\b|\b(?:[Mm]odel management|[Ii]nference|[Mm]odel) service is not running\b|\bbe sure (?:that )?(?:the )?(?:Ollama|LM Studio|llama\.cpp|llama-server|LocalAI|vLLM)\b[^.\n]{0,40}\b(?:is|are) running\b|\blocal (?:LLM|model|inference)(?: server)?\b[^\n.]{0,40}\b(?:unreachable|not running|not reachable)\b|\bLemonade Server (?:is )?(?:unreachable|not running|not reachable|unavailable|down)\b|\bcheck (?:if|that|whether) the server is (?:up|running) at \W?https?:\/\/(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])[:/]|\b(?:Could not|Couldn.t|Unable to|Cannot|Can.t) reach (?:the |your )?(?:gateway|proxy|local server)\b[^\n]{0,200}?\b(?:localhost|127\.\d+\.\d+\.\d+|\[::1\]):\d{2,5}\b|\b(?:Fail(?:ed)?|Unable|Could not|Couldn.t) to connect to (?:the )?(?:Ollama|LM Studio|llama\.cpp|llama-server|LocalAI|Xinference|KoboldCpp|Kobold|text-generation-webui|oobabooga|TabbyAPI) (?:backend|server|service|host)\b|(?:Ollama|LM Studio|llama\.cpp|llama-server|LocalAI|Xinference)に接続できません|\b(?:[Vv][Ll][Ll][Mm]|[Ss][Gg][Ll]ang|lmdeploy|llama[-_]server|llama\.cpp|Llama(?= server\b)|[Oo]llama|LocalAI)\w*[ _](?:process|server|engine|subprocess)\b[^\n]{0,30}\bfailed to (?:load|start|launch)\b|\b(?:stream|output) ended before (?:the )?readiness\b|\bRequest to local service failed\b|\bserver (?:is )?not (?:accessible|reachable|running) at https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])[:/]|\b(?:Ollama|LM Studio|llama\.cpp|llama-server|LocalAI) server at \S{1,60} is (?:unreachable|not reachable|down|unavailable)\b|\bConnect call failed \('(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)', \d{2,5}\)|\bEngine process died before\b|\b(?:issue|problem|error|trouble) connecting to (?:Ollama|LM Studio|llama\.cpp|llama-server|LocalAI)\b|\bOllama (?:local )?server not running\b|\bCouldn't find ollama\b|\bCould not connect to (?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]):\d{2,5}\b|\b(?:Ollama|LM Studio|llama\.cpp|llama-server|LocalAI|Xinference) (?:service|server|host) is (?:unavailable|not available|down|not (?:currently )?reachable|unreachable)\b|\bmake sure the (?:Ollama|LM Studio|llama\.cpp|llama-server) server is running\b|\b(?:[Ee]nsure|[Mm]ake sure|[Cc]heck) (?:that )?the (?:Ollama|LM Studio|llama\.cpp|llama-server|LocalAI) (?:service|server|app) is running\b|\b(?:[Cc]heck|[Mm]ake sure|[Ee]nsure) (?:if|that|whether) (?:Ollama|LM Studio|KoboldAI|KoboldCpp|koboldcpp|llama\.cpp|llama-server|LocalAI|text-generation-webui) is running\b|\bError fetching (?:embeddings?|completions?|responses?) from Ollama\b|\b(?:Ollama|LM Studio|llama\.cpp|llama-server|local (?:model )?server)\b[^.\n]{0,30}\bis not responding\b|\b(?:Post|Get|GET|POST) \\?"https?:\/\/(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])[:/][^"\n]{0,200}\\?": (?:(?:read|write|dial) tcp|context deadline exceeded|(?:unexpected )?EOF)\b|\bcheck if (?:the )?(?:llama\.cpp |llama-server |local |Ollama )?server\b[^\n.]{0,40}\bis running\b|\bno server running at the specified URL\b|\bFailed to fetch models from Ollama\b|\bRequest to Ollama server failed\b|\bFailed to fetch from Ollama\b|\bcan(?:'|’|no)t find (?:a )?locally running (?:ollama|llama\.cpp|lm studio|model server|server)\b|\bno (?:LocalAI|Ollama|LM Studio|local(?: model)?) server reachable\b|\bserver exited before it became ready\b|\bcURL error 28: [^\n]{0,200}\bfor https?:\/\/(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])[:/]|\bmake sure (?:that )?(?:Ollama|LM Studio|llama\.cpp|llama-server|the local (?:model |LLM )?server) is running\b|\bOllama\w*\b[^\n]{0,40}\b(?:timed out|Timeout(?:Error)?)\b|\bis (?:your|the) local (?:AI |model |LLM )?server\b[^?\n]{0,40}\brunning\?|\bhttps?:\/\/[\w.-]+:11434\/[^\s\x22]*\x22?:? (?:unexpected )?EOF\b|\bError connecting to (?:the )?(?:Ollama|LM Studio|llama\.cpp|llama-server)\b|\bllama[ .-]?server is not running\b|\b(?:could not|couldn't|cannot|can't|unable to|failed to) connect to (?:the |your )?(?:Ollama|LM Studio|llama\.cpp|llama-server)\b|\bNo running (?:Ollama|LM Studio|llama\.cpp|local model) server\b|\b(?:Ollama[\w-]*|LM Studio|llama\.cpp|llama-server|local (?:model )?server|local \w+ instance)\b[^.\n]{0,60}\b(?:connection failed|(?:is|may be) not running|may not be running|not installed|unable to connect|could not connect|connection refused|connection error|cannot connect|connect call failed|ECONNREFUSED)\b|\b(?:Unable|Failed|Could not) to connect to (?:the |a |your )?local\b|(?:\b(?:host=['\x22]?(?:localhost|127\.0\.0\.1|::1|0\.0\.0\.0|host\.docker\.internal)['\x22]?, port=\w+|(?:localhost|127\.0\.0\.1|0\.0\.0\.0):(?!53\b)\d{2,5})|\[::1\]:(?!53\b)\d{2,5})\b[\s\S]{0,300}?(?:Connection refused|Read timed out|ERR_CONNECTION_REFUSED|\bECONNREFUSED\b|actively refused|Failed to establish a new connection|Max retries exceeded with url|NameResolutionError|Connect call failed|Cannot connect to host|ConnectionRefusedError)|\bFailed to connect to (?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|\[::1\]|0\.0\.0\.0|host\.docker\.internal) port \d{2,5}\b|(?:\bECONNREFUSED\b|Connection refused|actively refused)[^\n]{0,60}?(?:\blocalhost\b|\b127\.0\.0\.1\b|::1\b|\b0\.0\.0\.0\b)|\b5\d\d\b[^\n]{0,60}\bfor url ['"]?https?:\/\/(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0)[:/]|\binvalid json response body at https?:\/\/(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0)[:/]|\berror sending request for url \((?:https?:\/\/)?(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0|host\.docker\.internal)[:/)]|\b5\d\d\b[^\n]{0,80}\burl\W{1,8}(?:URL\(\W{0,2})?https?:\/\/(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0|host\.docker\.internal)[:/]|\bCannot connect to host (?:localhost|127\.0\.0\.1|host\.docker\.internal):\d{2,5}\b|\b(?:localhost|127\.0\.0\.1|host\.docker\.internal):11434\/[^\s"]{0,40}\W{1,3}HTTP\/1\.[01]\W{1,2}5\d\d\b|\berror with the local (?:Ollama|LM Studio|model) (?:instance|server)\b|\bhost\.docker\.internal:11434\b[^\n]{0,80}\b(?:ETIMEDOUT|ECONNREFUSED|timed out|refused)\b|\b(?:connecting|connect) to (?:the )?local (?:model|LLM)\b|\b(?:Verify|Ensure|Make sure|Check) (?:that )?(?:Ollama|LM Studio|llama\.cpp|llama-server|the local (?:model )?server) is (?:installed and )?(?:currently )?running\b|\bOllama\w*\b[^\n]{0,80}\b(?:Unable to connect|ECONNREFUSED)\b|\bcreateOllamaStream\b|\b(?:sglang|SGLang|vllm|vLLM|llama\.cpp|llama-server|Ollama|LM Studio|TGI|text-generation-inference|Xinference) server (?:did not become ready|failed to start|is not ready)\b|\bNot enough (?:resources|memory) to load the model\b|\b(?:LM ?Studio|Ollama)\b[^\n]{0,40}\bcould not be reached\b|\bIs (?:LM ?Studio|Ollama) running\b|\bnot a valid gguf file\b|\bNo engine is loaded\b|\bConnection to https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])[:/]\S* timed out\b|\b(?:endpoint|server|host|URL)\s*\(?(?:https?:\/\/)?(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])(?::\d{1,5})?\)?[^\n]{0,30}\bis (?:temporarily |currently )?unavailable\b|(?:Неможливо|Не вдалося) підключитися до Ollama|Nepodařilo se (?:spojit|připojit) s Ollamou|(?:Kan|Kunne) ikke (?:oprette forbindelse til|koble til|ansluta till) Ollama|\b(?:ensure|make sure|check (?:that|if)) (?:the )?(?:Ollama|LM Studio|llama\.cpp|llama-server|LocalAI|vLLM)(?: server)? is running\b|\bnot running\b[^\n]{0,60}\bollama serve\b|\b(?:is the server running|make sure (?:the )?(?:server|ollama|it) is running|ensure (?:that )?(?:ollama|the server|lm studio|the local server) is running|server does not appear to be running|verify that the server is running)\b|https?:\/\/(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|host\.docker\.internal)(?::\d{2,5})?\/[^\s"]{0,60}\W{1,3}(?:timed out|HTTP\/1\.[01]\W{1,2}50[0-3])\b|\btimeout waiting for \d{3} response from \w+ https?:\/\/(?:localhost|127\.)|\bTimed out \w+ [^\n]{0,40}to https?:\/\/(?:localhost|127\.)|\b(?:can.?t|cannot|could not|couldn.t|unable to) (?:reach|connect to) (?:the )?(?:local [\w ]{1,30}backend|OLLAMA\s+https?:|[\w-]+ at (?:localhost|127\.0\.0\.1):\d{2,5})|\bOllama server didn.t respond\b|Dịch vụ Ollama không khả dụng|ECONNREFUSED(?=\d)|Health check error on https?:\/\/(?:localhost|127\.)/i,
    // A loopback port that is a proxy's (a CONNECT tunnel, a proxy chain) is the network's way out,
    // and one a name lookup asked (the resolver on port 53) is the network's too.
    unless:
      /\btunneling socket could not be established\b|\[proxychains\]|\b401\b|\bUnauthori[sz]ed\b|\bForbidden\b|\bupstream (?:timed out|timeout)\b|\blookup \S+ on \S+:53\b/i,
    // Above the transport errnos it prints: a model server on this machine is down, not a provider.
    priority: 96,
    fixtures: [
      'gen-local-engine-not-available-start',
      'gen-kobold-backend-unreachable',
      'gen-local-server-not-connected',
      'gen-be-sure-local-server-running',
      'gen-model-service-not-running',
      'gen-local-llm-unreachable-5xx',
      'gen-check-server-up-at-loopback',
      'gen-gateway-unreachable-loopback',
      'gen-vllm-server-failed-to-start',
      'gen-ja-local-engine-unreachable',
      'gen-local-engine-fail-to-connect',
      'gen-vllm-process-failed-to-load',
      'gen-request-to-local-service-failed',
      'gen-ipv6-loopback-refused',
      'gen-is-the-server-running',
      'gen-docker-host-ollama-unreachable',
      'gen-ollama-named-instance-refused',
      'gen-loopback-connection-refused',
      'gen-local-model-server-not-running',
      'gen-local-server-500-for-url',
      'gen-local-server-could-not-connect-named-first',
    ],
    summary: 'A local model server (Ollama, LM Studio, llama.cpp) that is not running or not installed.',
  }),
  textRule({
    id: 'local.text_encoding',
    tier: 'signature',
    code: 'local_runtime_error',
    // A codec that cannot read or write a character (a console's GBK, an ASCII locale): the
    // machine's own text handling, whatever the text was for.
    pattern: /\bcodec can'?t (?:decode|encode) (?:bytes?|characters?)\b/,
    priority: 60,
    fixtures: ['gen-local-codec-error'],
    summary:
      "A codec that cannot read or write the text (a console's code page): the machine's own, not the provider.",
  }),
  textRule({
    id: 'agent.process_unavailable',
    tier: 'signature',
    code: 'local_runtime_error',
    pattern:
      /\b[Ee]xtension host (?:terminated|crashed|exited) unexpectedly\b|\b[\w-]+ process is not (?:available|ready)\b|\bService startup timeout\b|\bexit(?:ed with)? (?:code|status):? (?:-107374\d{4}|32212\d{5})\b|\b(?:exit|status) code: (?:-107374\d{4}|32212\d{5})\b/,
    priority: 60,
    fixtures: ['gen-extension-host-terminated', 'gen-agent-process-unavailable'],
    summary:
      "The agent's or a local server's own process is gone or not ready: the machine's, not the provider.",
  }),
  textRule({
    id: 'agent.stream_misuse',
    tier: 'signature',
    code: 'local_runtime_error',
    pattern:
      /\bCannot call write after a stream was destroyed\b|\bERR_STREAM_DESTROYED\b|\bERR_STREAM_WRITE_AFTER_END\b|\bwrite after end\b|(?:Not connected\. Call connect\(\)|Controller is already closed|over a consumed stream|already has a subscriber|consumed the response body)/i,
    priority: 60,
    fixtures: ['gen-consumed-stream', 'gen-agent-write-after-destroyed'],
    summary:
      'The program wrote to a stream it had closed, or used a stream or connection in the wrong state (consumed, not connected): its own fault, not the provider.',
  }),
  textRule({
    id: 'provider.server_flag_required',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern:
      /\bThis server does not support (?:completions|embeddings|reranking)\b|\brequires --[\w-]+(?: and --[\w-]+)*(?: to be set| flag)\b|\btool choice requires --[\w-]+|\blaunch the server with\b|\bserver may not have been started with\b|\bprompt template is not set\b|\brequires specifying prompt template\b|\bno (?:code )?completion model available\b|\bplease load a model and then try again\b|\bmodel backend is not enabled\b/i,
    priority: 85,
    fixtures: ['gen-server-flag-required'],
    summary: 'A self-hosted server started without a flag the request needs (vLLM tool choice).',
  }),
];

/** Kinds of the fortieth session, found on the open split (not_provider read as unknown). */
const session40: Rule[] = [
  textRule({
    id: 'app.guardrail_blocked',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\b\w+RailException\b|\b(?:Input|Output) not allowed\. The (?:input|output) was blocked by\b|\bTool(?:Input|Output)GuardrailTripwireTriggered\b|\b(?:Input|Output)GuardrailTripwireTriggered\b|\b[Gg]uardrail\b.{0,30}\btriggered(?: tripwire)?\b|\bGUARDRAIL TRIGGERED\b|\b(?:Input|Output) blocked by guardrail\b|\bLakera Guard\b|\bVoltAgentError: (?:Input|Output) blocked\b|\bagno\.exceptions\.(?:Input|Output)CheckError\b/i,
    priority: 95,
    fixtures: ['gen-app-guardrail-blocked'],
    summary:
      "The app's own guardrail (NeMo Guardrails, an agents SDK's tripwire, Lakera) blocked the input or output: not the provider's content policy.",
  }),
  textRule({
    id: 'agent.session_busy',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\b(?:another|an?|the|tasks?|agent|session) [\w ]{0,30}\b(?:is|are) already (?:in progress|running|processing)\b|\balready has an active (?:prompt|run|response|turn|invocation)\b|\b(?:generation|turn|request|run|invocation|prompt|edit) (?:is )?already in progress\b|\b(?:is|are) currently (?:generating|processing (?:a|another))\b|\b(?:session|agent|runtime|worker|engine) is busy\b|\bpending generation limit\b|\btoo many tasks are waiting\b|(?:\b(?:agent|session|run|task|job|turn|thread|conversation|generation|request) is already (?:running|in progress|active)\b|\bcurrently processing another (?:request|message|turn)\b|\bContext is busy\b|\b(?:session|thread|agent|conversation) is (?:currently )?busy\b|\b(?:has|have) a run in flight\b|\bAnother (?:request|run|task|operation|turn|prompt) is already (?:running|in progress|active)\b|\bConcurrentInvocationError\b|\bcannot be made while the agent is in the middle of\b)/i,
    priority: 60,
    fixtures: ['gen-session-busy-another-run'],
    summary:
      "The app's or agent's own session was still busy with another run or turn: the caller's sequencing, not the provider.",
  }),
  textRule({
    id: 'task.local_step_timeout',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\b(?:code execution|script execution|notebook execution|(?<!\bconnection )tests?|build|latex|pdf generation|screenshot(?: capture)?|transcription|eslint|pip install|run \d+|tool '[^'\n]{1,40}') (?:has )?timed out\b|\b(?:code|script|notebook|cell|python|repl|shell|bash|monty) execution timed out\b/i,
    priority: 70,
    fixtures: ['gen-notebook-execution-timed-out'],
    summary:
      "A step of the task's own timed out (code, a notebook, tests, a build, a tool): not a model call.",
  }),
  textRule({
    id: 'agent.builtin_tool_failed',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\bError executing tool (?:replace|edit|write_file|read_file|read_many_files|run_shell_command|grep_search|search_file_content|glob|list_directory|web_fetch|google_web_search|save_memory)\b|\bFatalToolExecutionError\b|\btool-output-error\b|\b(?:WebFetch|web_fetch)\b[\s\S]{0,200}\b(?:HTTP |status code )(?:40[0-9]|429|5[0-9][0-9])\b/,
    priority: 100,
    fixtures: ['gen-builtin-tool-failed'],
    summary:
      "One of the agent's built-in tools failed (an edit, a shell command, a web fetch): the task's, not the provider's.",
  }),
  textRule({
    id: 'task.tool_call_invalid',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /(?:\bInvalid (?:arguments|args|input) for tool\b|\b(?:attempted|tried) to (?:call|use) (?:an )?(?:unknown|nonexistent|non-existent|disallowed|undefined)(?: or disallowed)? tool\b|\bToolNotFoundError\b|\bTool '[^'\n]{1,60}' not found\b|\btried to use \w+ without value for required param|\bError in tool call execution\b|\bUnknownToolCall\b|\bNo such tool\b|\bunknown tool:? |\b(?:AI_)?(?:InvalidToolInputError|NoSuchToolError|InvalidToolArgumentsError|ToolCallRepairError)\b)/i,
    priority: 60,
    fixtures: ['gen-tool-call-unknown-tool'],
    summary:
      "The model's tool call named an unknown tool or carried arguments the library refused: the task's check.",
  }),
  textRule({
    id: 'request.audio_out_of_limits',
    tier: 'signature',
    code: 'task_error',
    pattern:
      /(?:\b(?:audio|media|recording)(?: file| content| size| length)?\b[^\n]{0,30}\b(?:exceeds|larger than|bigger than|too large|too big|too small|too short|is already shorter than)\b|\baudio buffer\b[^\n]{0,20}\bbuffer too small\b|\bMinimum audio length\b)/i,
    priority: 80,
    fixtures: ['gen-audio-too-long'],
    summary:
      "The audio the request carried is too long, too short or too large for the endpoint: the request's own.",
  }),
  textRule({
    id: 'local.device_capture_failed',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /(?:\b(?:camera|microphone|screenshot|screen capture|screen recording|input stream|input device|audio device)\b[^\n]{0,50}\b(?:failed|not available|no longer available|in use|muted|unplugged|not enabled|could not be taken)\b|\bFailed to (?:read|take|capture) (?:the )?screenshot\b|\bIs the Accessibility Service enabled\b|\bWASAPI error\b)/i,
    priority: 80,
    fixtures: ['gen-microphone-in-use'],
    summary: "The machine's camera, microphone or screen capture failed: the machine's, not the provider.",
  }),
  textRule({
    id: 'task.search_tool_failed',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /(?:\btavily|\bserper|\bserp_?api|\bsearchapi|\bbrave[ _]search|\bsearxng|\bgoogle[ _](?:custom[ _])?search|\bcustom ?search api|\bbing[ _]search|\bfirecrawl|\bexa[ _](?:api|search)|\bperplexity search|\byoudotcom|\bbocha|\bseltz|\bxquik|\bduckduckgo)[\s\S]{0,120}?(?:error|fail|invalid|limit|exceeded|denied|forbidden|unauthori[sz]ed|blocked|credits|quota|\b40[123]\b|\b429\b|key (?:is )?(?:required|missing|not found)|not (?:available|configured))|\b\w*web_?search\w*:\d+\s+-\s+[^\n]{0,80}?(?:error|fail|Errno|not known|refused|timed? ?out|\b[45]\d\d\b)|\bfailed to search with status \d{3}\b|\bWeb search failed after \d+\b|\b(?:Failed to fetch|fetch failed|ECONNREFUSED|ENOTFOUND|ETIMEDOUT)\b[\s\S]{0,400}?\sat (?:async )?(?:\w+\.)*\w*SearchProvider\w*\b/i,
    // Above the auth, quota and rate-limit words such a tool's error carries: a web-search or
    // scrape service the task called is beside the model, not its provider.
    priority: 110,
    fixtures: [
      'gen-search-provider-frame-fetch-failed',
      'gen-web-search-step-log-refused',
      'gen-search-tool-key-rejected',
    ],
    summary:
      "A web-search or scrape tool's API the task called failed (its key, credits or rate): a service beside the model.",
  }),
  textRule({
    id: 'config.provider_setting_unset',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern:
      /\b(?:[A-Z][A-Z0-9]*_)*(?:OPENAI|ANTHROPIC|CLAUDE|GEMINI|GOOGLE_CLOUD|GCP|VERTEX(?:_AI)?|AWS|BEDROCK|AZURE_OPENAI|MISTRAL|GROQ|DEEPSEEK|XAI|OPENROUTER|OLLAMA|VLLM|LMSTUDIO|LLM|MODEL|DASHSCOPE|MOONSHOT|ZHIPU|QWEN|COHERE|TOGETHER|FIREWORKS|WATSONX|HUGGINGFACE|HF)_(?:[A-Z0-9]+_)*(?:ENDPOINT(?:_URL)?|URL|HOST(?:_NAME)?|REGION|PROJECT(?:_ID)?|API_VERSION|DEPLOYMENT(?:_NAME)?|API_BASE|BASE_URL|LOCATION|RESOURCE_NAME|BIN|SOCKET)\b[`'"]?(?: (?:environment|env) variable)?(?: is| was)? (?:not set|not configured|missing|empty|required|must be (?:set|defined|provided))|\b(?:[Pp]lease )?[Ss]et (?:the |your )?[`'"]?(?:[A-Z][A-Z0-9]*_)*(?:OPENAI|ANTHROPIC|CLAUDE|GEMINI|GOOGLE_CLOUD|GCP|VERTEX(?:_AI)?|AWS|BEDROCK|AZURE_OPENAI|MISTRAL|GROQ|DEEPSEEK|XAI|OPENROUTER|OLLAMA|VLLM|LMSTUDIO|LLM|MODEL|DASHSCOPE|MOONSHOT|ZHIPU|QWEN|COHERE|TOGETHER|FIREWORKS|WATSONX|HUGGINGFACE|HF)_(?:[A-Z0-9]+_)*(?:ENDPOINT(?:_URL)?|URL|HOST(?:_NAME)?|REGION|PROJECT(?:_ID)?|API_VERSION|DEPLOYMENT(?:_NAME)?|API_BASE|BASE_URL|LOCATION|RESOURCE_NAME|BIN|SOCKET)\b|\b[Rr]equires? the following environment variables?\b|\bFailed to get (?:[A-Z][A-Z0-9]*_)*(?:OPENAI|ANTHROPIC|CLAUDE|GEMINI|GOOGLE_CLOUD|GCP|VERTEX(?:_AI)?|AWS|BEDROCK|AZURE_OPENAI|MISTRAL|GROQ|DEEPSEEK|XAI|OPENROUTER|OLLAMA|VLLM|LMSTUDIO|LLM|MODEL|DASHSCOPE|MOONSHOT|ZHIPU|QWEN|COHERE|TOGETHER|FIREWORKS|WATSONX|HUGGINGFACE|HF)_(?:[A-Z0-9]+_)*(?:ENDPOINT(?:_URL)?|URL|HOST(?:_NAME)?|REGION|PROJECT(?:_ID)?|API_VERSION|DEPLOYMENT(?:_NAME)?|API_BASE|BASE_URL|LOCATION|RESOURCE_NAME|BIN|SOCKET)\b/,
    // Below task.foreign_service, which reads a vector store's or a search tool's own variables.
    priority: 70,
    fixtures: ['gen-provider-location-unset'],
    summary:
      "A provider's non-secret setting (an endpoint, a region, a project, an API version) missing from the environment: the setup.",
  }),
];

/** Kinds of the fortieth session's second round, found on the open split. */
const session40b: Rule[] = [
  textRule({
    id: 'client.sdk_unknown_message',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\b(?:(?:Unknown|unknown)|(?:Unexpected|unexpected)|(?:Unsupported|unsupported)|(?:Unrecognized|unrecognized)|(?:Unhandled|unhandled)) (?:message|event|part|chunk|block|delta|result) type\b(?!:? (?:video_url|image_url|input_audio|audio_url|input_image|input_file|video|audio|image)\b)|\bUnhandled (?:format for \w+|\w+ format)(?!: \{error)|\bMessageParseError\b|\bMessage type "?\w+"? not recognized\b|\bInvalid content type, nor text or list\b|\bField '\w+' is required for type with serial name '(?![^'\n]{0,120}(?:Error|(?:Server|server)))|\bSDK failed to parse response\b|\bUnexpected generated prompt structure\b/,
    priority: 100,
    fixtures: ['gen-sdk-unknown-event-type'],
    summary:
      "A client SDK met a message, event or part it does not know: the client's version, not the provider failing.",
  }),
  textRule({
    id: 'agent.framework_misuse',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\bInvalidUpdateError\b|\bGraphValueError\b|\bNo checkpointer set\b|\bINVALID_CONCURRENT_GRAPH_UPDATE\b|\bcan (?:only )?receive only one value per step\b|\bNondeterminismError\b|\bPipelineComponentsBlockedError\b|\bGraphRunError\b|\bcompleted without stop event\b|\bCannot (?:mutate state|pause workflow)\b[^\n]{0,40}\b(?:finished|running)\b|\bWorkflowError\b|\bis not registered on this worker\b|\bcalled outside of \w+ context\b|\bNo \w+ context found for\b/,
    priority: 80,
    fixtures: ['gen-graph-no-checkpointer'],
    summary:
      "An agent or workflow framework used against its rules (a graph's state, a checkpointer, a workflow's determinism): the program's own.",
  }),
  textRule({
    id: 'local.input_file_unreadable',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\bUnidentifiedImageError\b|\bcannot identify image file\b|\bdoes not look like a text document\b|\bMuPDF error\b|\bNo pipeline could be initialized for format\b|\b(?:Document|document) contains no paragraphs\b|\bInput must be an XML document\b|\bUnable to determine image format\b|\bFailed to read image metadata\b|\bUnpicklingError\b|\bPdfReadError\b|\bEOF marker not found\b|\bConversion failed because the provided file has no recognizable format\b|\bFileDataError\b|\bPackageNotFoundError: Package not found at\b|\bBadZipFile\b|\bfile is not a zip file\b|\bInvalid PDF\b|\bpdfminer\.\w+\.PDF\w*Error\b|\bPDFSyntaxError\b|\bnot a valid (?:PDF|image|DOCX|EPUB) file\b/,
    priority: 80,
    fixtures: ['gen-pdf-read-error'],
    summary:
      "A local library could not read the task's input file (an image, a PDF, a pickle): the task's own.",
  }),
  textRule({
    id: 'request.structured_output_unsupported',
    tier: 'signature',
    code: 'conversation_rejected',
    pattern:
      /\bstructured outputs? (?:is |are )?(?:currently )?not support|\bstructured outputs? not support|\b(?:does ?n.t|do not|didn.t|does not) (?:support|suuport) (?:JSON (?:Schema|output mode|mode)|setting the JSON schema|structured output|\$defs|empty objects|recursive)|\bresponse schema not supported\b|\bmodel features structured outputs not support\b|\bStructured Output schema doesn.t support\b/i,
    // A method of the program's own (".act()", a streaming call) is the program's, not the candidate's.
    unless: /\bnot supported in \.\w+\(\)|\bnot supported for streaming\b/i,
    priority: 40,
    fixtures: ['gen-structured-output-unsupported'],
    summary:
      'The selected model or endpoint does not serve structured output or the schema shape the request asks for: another candidate may.',
  }),
  textRule({
    id: 'request.structured_output_malformed',
    tier: 'signature',
    code: 'task_error',
    pattern:
      /\bonly supports? "?\w+"? as a structured output method\b|\bresponse_format\b[^\n]{0,60}\b(?:not one of the allowed values|Input should be|is required|invalid)|\binvalid format: [^\n]{0,40}expected \W?json\W? or a valid JSON Schema\b/i,
    priority: 40,
    fixtures: ['gen-response-format-value-not-allowed'],
    summary:
      "The request's structured-output option is malformed (a value outside the allowed set, a missing field): the request's own for any model.",
  }),
  textRule({
    id: 'local.process_killed_text',
    tier: 'signature',
    code: 'local_runtime_error',
    pattern:
      /\bprocess was killed \((?:signal )?(?:9|SIGKILL)\)|\bGuru Meditation Error\b|\bCore +\d+ panic'ed\b|\bSystem\.AccessViolationException\b|\bAttempted to read or write protected memory\b|\b(?:was )?killed by signal\b|\bterminated (?:due to|by) signal\b|\bposix_spawnp failed\b|\bpty that has already exited\b|\bBad file descriptor \(os error 9\)|\bprocess exited with .killed./i,
    priority: 60,
    fixtures: [
      'gen-process-was-killed-signal',
      'gen-firmware-panic',
      'gen-dotnet-access-violation',
      'gen-pty-spawn-failed',
    ],
    summary:
      "A local process killed by a signal, or its spawn or pseudo-terminal failing: the machine's, not the provider.",
  }),
  textRule({
    id: 'local.helper_tool_missing',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\b(?:ripgrep|rg|ffmpeg|ffprobe|grep|iproxy|adb|ngrok|localtunnel|cloudflared|pandoc|tesseract|jq|poppler|pdftotext|libreoffice|soffice|sox|whisper-stream|tree-sitter|portaudio|chromedriver|graphviz|pdflatex|xelatex|imagemagick|wkhtmltopdf|fd|fzf|ctags|xclip|xsel|wl-copy|pbcopy)\b[^\n]{0,40}\b(?:not found|is not installed|isn.t installed|is required|not available|command not found|could not be found|was not found)|\bNo executable found for \w+|\buv_spawn [^\n]{0,60}\b(?:rg|grep|fd)(?:\.exe)?['"]/i,
    priority: 90,
    fixtures: ['gen-tunnel-tool-not-installed', 'gen-ffmpeg-not-found'],
    summary:
      "A helper command-line utility the task runs (ripgrep, ffmpeg, jq\u2026) is missing: the machine's, not the provider.",
  }),
  textRule({
    id: 'agent.shell_failed',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\b(?:daemon|persistent shell|REPL(?: child)?(?: process)?|shell session|bash session|terminal process|PTY|(?:jupyter )?kernel)\b[^\n]{0,40}\b(?:failed to (?:start|spawn|launch)|died|exited unexpectedly|crashed|is dead|terminated; restart required)|\bfailed to (?:start|spawn|create|restart|launch)\b[^\n]{0,30}\b(?:daemon|persistent shell|shell|PTY|terminal|kernel)\b|\bKernel ?died\b|\bDeadKernelError\b/i,
    priority: 80,
    fixtures: ['gen-persistent-shell-died'],
    summary:
      "The agent's shell, terminal, REPL or kernel failed to start or died: its own machinery, not the provider.",
  }),
  textRule({
    id: 'ci.unsupported_event',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /\bWorkflow validation failed\b|\bonly (?:supported|works) (?:for|on) (?:events|pull requests|PRs|issues|push events|pull_request)\b|\bCurrent event: \w+|\bGITHUB_EVENT_PATH (?:is )?not set\b|\bnot (?:triggered by|running in) a (?:pull request|PR)\b|\bunsupported (?:GitHub )?event(?: type)?\b/i,
    priority: 80,
    fixtures: ['gen-action-unsupported-event'],
    summary:
      "A CI action run on an event or workflow it does not support: the workflow's setup, not the provider.",
  }),
];

/** A process killed while a server answered with a 5xx (its body says so) is the server's, not this machine's. */
const killedRule = session40b.find((r) => r.id === 'local.process_killed_text')!;
const killedMatch = killedRule.match;
killedRule.match = (s, all) => {
  const hit = killedMatch(s, all);
  return hit && all.some((o) => o.item === s.item && (o.status ?? 0) >= 500) ? null : hit;
};

/** Hard kinds of the fortieth session's third round, found on the open split. */
const session40c: Rule[] = [
  textRule({
    id: 'config.on_device_ai_unavailable',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern:
      /\bGemini Nano is not (?:ready|available)\b|\b(?:prompt api|built-?in ai|chrom(?:e|ium) ai(?: api)?|chatchromeai|languagedetector|(?:chrome )?translation api|translator api|summarizer api)\b[^\n]{0,30}?(?:is not (?:available|ready|supported)|not available|unavailable|not ready|can only be used|暂时不可用|download is not supported)|\b(?:version of chrome|chrome version)\b[^\n]{0,40}\bgemini nano\b|\bnano\b[^\n]{0,30}پشتیبانی نمی|\bWait for Apple Intelligence to finish downloading\b/i,
    priority: 70,
    fixtures: ['gen-gemini-nano-not-ready', 'gen-prompt-api-unavailable'],
    summary:
      "The browser's or system's on-device model (Chrome's Prompt API, Gemini Nano, Apple Intelligence) is not available on this machine: the setup.",
  }),
  textRule({
    id: 'config.version_too_old',
    tier: 'signature',
    code: 'provider_not_configured',
    pattern:
      /\bversion of [\w .-]{1,30} \(\d[\w.-]*\) needs an update\b|\bA newer version \(\d[\w.-]* or (?:higher|later|newer)\) is required\b|\b(?:cli|server|executable|binary|agent|extension|app|client)\b[^\n]{0,20}\b(?:is outdated|too old|version [\d.]+ is installed|requires? (?:[\w-]+ ){0,2}version)|\b(?:update|upgrade) (?:to )?(?:the )?latest version of|\bversion (?:is )?not supported, (?:update|upgrade)|(?:requires?|needs?) (?:[\w-]+ ){0,3}(?:server|cli) version/i,
    priority: 60,
    fixtures: ['gen-agent-version-needs-update', 'gen-model-server-too-old'],
    summary: 'The agent or model server is too old for the client: the setup must change.',
  }),
  textRule({
    id: 'gateway.access_refused',
    tier: 'signature',
    code: 'auth_required',
    pattern:
      /\bIP (?:address )?not allowed\b|IP 不在令牌|\bRoute \/[\w/.-]{0,40} (?:is )?not allowed\b|\bpath is not allowed\b|\bdenied by a routing rule\b|\bNo permission to access this group\b|\bUse of API key is not enabled\b|\bConfigure AI_GATEWAY_API_KEY\b|\bAI ?Gateway has authentication active\b|\bVirtual Key Expected\b/i,
    priority: 80,
    fixtures: ['gen-gateway-ip-not-allowed'],
    summary: "An LLM gateway's own key or access policy refuses the caller (its IP, its route, its group).",
  }),
  textRule({
    id: 'provider.secret_store_missing',
    tier: 'signature',
    code: 'missing_credentials',
    pattern:
      /\bvault (?:secret|resolver)\b[^\n]{0,30}\b(?:openai|anthropic|claude|gemini|mistral|groq|deepseek)\b[^\n]{0,30}\b(?:not found|empty)\b|\bSecret not found\W{1,3}__default_\w+|\b(?:Unable|Failed) to decrypt the configured [\w ]{0,20}API key\b|\bNo \w+ in Keychain credentials\b|\bsubscription\b[^.]{0,40}\bcredentials (?:weren.t|were not) found\b|\b(?:ChatGPT|Bard|Claude|Perplexity|Poe|Gemini)(?:.s)? (?:cookie|session key)|\bcookie file is required\b|\brequires an account with cookies\b|\bNo \.har file found\b|\bNoValidHarFileError\b/i,
    priority: 85,
    fixtures: ['gen-vault-provider-secret-missing'],
    summary:
      "The provider's secret is not found where it is kept (a vault entry, a keychain item, a session cookie or HAR file).",
  }),
  textRule({
    id: 'provider.model_access_denied',
    tier: 'signature',
    code: 'model_unavailable',
    pattern:
      /\bmodel [\w./:-]{1,80} (?:is )?not accessible with (?:the |your )?(?:current |this )?(?:API )?key\b|\b(?:does not|doesn't|do not|don't) have access to (?:the |this )(?:[A-Z][\w-]{1,20} )?model\b(?! (?:list|catalog|registry|settings))|\blacks? (?:the )?(?:necessary |required )?(?:permissions?|access privileges?|access rights?) to (?:use |access )?(?:this |the )?(?:specific )?model\b|\b(?:model|provider) (?:is )?blocked by (?:your |the )?(?:organi[sz]ation(?:.s)? |org |admin(?:istrator)?(?:.s)? )?polic(?:y|ies)\b|\b(?:access denied to|no permission to use|not authori[sz]ed (?:to use|for)) (?:this |the )?model\b|\bModel\([^)\n]{1,80}\) not authori[sz]ed\b|\b(?:does not|doesn't|do not|don't) have access to (?:the (?:requested|selected) model|[\w.-]+\/[\w.:-]+)|\bcannot access this model\b|\bmodel ["'`][^"'`\n]{1,60}["'`] is not allowed\b|\bmodel\b[^\n]{0,40}\bis not configured in\b|\b(?:Tier\/)?model selected is invalid or disabled\b|暂无该模型访问权限|无权使用(?:该|此)?模型/i,
    // A client that carried on with its default model says the refusal did not stop it.
    unless: /\buses? (?:the )?(?:[\w']+ )?default model\b|\b(?:falling back|fell back) to\b/i,
    priority: 70,
    fixtures: [
      'gen-model-not-accessible-with-key',
      'gen-no-access-to-named-model',
      'gen-no-access-selected-model',
      'gen-key-lacks-permission-for-model',
      'gen-model-blocked-org-policy',
      'gen-model-access-denied-org',
    ],
    summary: 'No access to this model: not allowed, not authorized or disabled for the account.',
  }),
  textRule({
    id: 'hub.model_repo_missing',
    tier: 'signature',
    code: 'model_unavailable',
    pattern:
      /\b(?:Revision|Repository|Entry) ?Not ?Found(?:Error)?\b[^\n]{0,200}huggingface|\bRevisionNotFoundError\b|\bdoes not appear to have a file named\b|\bFile not found in model\b|\bRepository '[^'\n]{1,80}' requires approval\b|\bfetching file from HG_HUB failed\b|\bCannot find the requested files in the disk cache\b/i,
    priority: 93,
    fixtures: ['gen-hub-revision-not-found'],
    summary:
      'A model repository, revision or file missing or gated on the Hugging Face Hub: the model cannot be had as named.',
  }),
];

/** Kinds of the fortieth session's last round, found on the open split. */
const session40d: Rule[] = [
  textRule({
    id: 'store.app_object_missing',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /(?:\b(?:dataset|workflow execution|skill|notebook|collection|parent item|slides|city|paper|transcript|table)\b(?: [\w.\-/:]{1,60})? (?:was )?not found\b|\bjob not found\b|\b\w*DatasetNotFound\b)/i,
    priority: 60,
    fixtures: ['gen-app-dataset-not-found'],
    summary:
      "An object of the app's own (a dataset, a collection, a table, a notebook, a workflow run) is not found: the program's, not the provider.",
  }),
  textRule({
    id: 'agent.observation_error',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /(?:<observation>\s{0,3}(?:Error|ERROR|TIMEOUT)|Observation: Error|(?<!Claude )Code execution failed|Error in code parsing|Error executing code:|Code execution timed out)/i,
    priority: 60,
    fixtures: ['gen-react-observation-error'],
    summary:
      "An agent's code execution or tool step reported an error in its observation: the task's own step, not the provider.",
  }),
  textRule({
    id: 'agent.settings_rejected',
    tier: 'signature',
    code: 'not_provider_error',
    pattern:
      /(?:invalid configuration in [^\n]{0,80}settings\.json|(?<!proxy )settings error\b(?!: (?:API )?Base URL\b)|unknown config option|invalid key in record|invalid permissions\.\w+|invalid or unavailable mode|\bInvalid Mode\s*$|Invalid mode: [\w-]+)/i,
    priority: 80,
    fixtures: ['gen-agent-settings-rejected'],
    summary: "The agent's own settings file or mode value was rejected: its configuration, not the provider.",
  }),
];

export const SIGNATURE_RULES: Rule[] = [
  ...quota,
  ...rateLimits,
  ...server,
  ...auth,
  ...model,
  ...local,
  ...transport,
  ...more,
  ...permission,
  ...batch2,
  ...batch3,
  ...generalized,
  ...chinese,
  ...batch7,
  ...batch13,
  ...batch14,
  ...batch15,
  ...batch16,
  ...batch18,
  ...batch19,
  ...openingKinds,
  ...batch20,
  ...batch21,
  ...batch22,
  ...session40,
  ...session40b,
  ...session40c,
  ...session40d,
  sdkException,
  overBudget,
  openCause,
  streamEndedEmpty,
  prose,
  narration,
  background,
];
