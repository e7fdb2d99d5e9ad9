/**
 * Text tier: broad phrases, used only when nothing more specific matched. Each is a full phrase,
 * never a lone word such as "limit" or "401" (lesson 5).
 */
import { LOOPBACK_WITH_PORT, PRIVATE_IPV4, textRule } from './helpers.ts';
import type { Rule } from './types.ts';

/** Every text-tier rule. */
export const TEXT_RULES: Rule[] = [
  textRule({
    id: 'text.request_over_token_limit',
    tier: 'text',
    code: 'context_window_exceeded',
    confidence: 'medium',
    pattern:
      /\b(?:prompt|input|context|messages?|conversation|query)\b[^.\n]{0,40}?\b(?:is too long|too long|exceeds?|exceeded|exceeding|is longer than|is larger than)\b[^.\n]{0,50}?\b(?:max(?:imum)?|limit|allowed|window)\b[^.\n]{0,30}?\btokens?\b|\b(?:prompt|input|context|messages?|conversation|query)\b[^.\n]{0,40}?\b(?:exceeds?|exceeded|is over|reached)\b[^.\n]{0,20}?\b(?:token|context) (?:limit|window|length)\b|\bcontext (?:is )?too long\b|\brequested \d+ tokens\b[^.\n]{0,40}?\bsupports? (?:up to|only|a maximum of)\b|\binputs\W{0,2} tokens \+ \W?max_new_tokens\W? must be <=|\bmust have (?:less|fewer) than \d+ tokens\b|\btokens\b[^.\n]{0,30}?\b(?:in|of) (?:the |your )?(?:prompt|input|context|messages?|request)\b[^.\n]{0,30}?\b(?:cannot|can ?not|can't|must not|may not|should not) (?:exceed|be (?:more|greater|larger) than)\b/i,
    // Tokens over a rate (per minute, a throttle) are not the window.
    unless: /per[ _-]?(?:min(?:ute)?|second|hour|day)\b|\b[TR]P[MD]\b|rate[ _-]?limit|throttl/i,
    priority: 30,
    fixtures: [
      'gen-inputs-fewer-than-tokens',
      'gen-input-over-token-limit',
      'gen-tokens-in-prompt-cannot-exceed',
    ],
    summary:
      'The prompt, input or conversation over a limit counted in tokens: the context window, in any words.',
  }),
  textRule({
    id: 'text.server_error',
    tier: 'text',
    code: 'provider_unavailable',
    pattern:
      /\bserver_error\W{1,3}internal server error\b|\bModelServingUnknownError\b(?![\s\S]{0,600}(?:throttl|capacity|too many))|\bAPI timed out\b[^\n]{0,40}\bstatus page\b|\b(?:Internal )?Server error \(5\d\d\)|LLM_SERVICE_UNAVAILABLE\b|\bAPI failed with status:? 5\d\d\b|\berror status of (?:InternalServerError|ServiceUnavailable|BadGateway|GatewayTimeout)\b|\b(?:OpenAI|Anthropic|Gemini|Google|Mistral|Groq|DeepSeek|xAI|OpenRouter|Cohere|Azure(?: OpenAI)?) (?:API )?Error \[5(?:0[0234]|29)\]|请求失败:?\s{0,3}50[0234]\W{0,3}(?:Internal Server Error|Bad Gateway|Service (?:Temporarily )?Unavailable|Gateway Time-?out)\b|\bconnection to:? (?:OpenAI|Azure OpenAI|Cohere|VoyageAI|Voyage|HuggingFace|Hugging Face|Google|Mistral|Jina(?:AI)?|NVIDIA|Nvidia|Databricks|Anthropic|Bedrock|AWS) failed with status:? 5\d\d\b|\b(?:OpenRouter|OpenAI|Anthropic|Gemini|Mistral|DeepSeek|provider)(?:\/provider)? (?:returned|responded with|response returns?)(?: an?)?(?: HTTP)?(?: status)?(?: code)?:? 5\d\d\b|\b(?:status[=:] ?|Error code:? |HTTP )5\d\d\b[^\n]{0,120}\bThe model produced invalid content\b(?! that violates)|\bError code 5\d\d Visit cloudflare\.com for more information\b|\b(?:has entered|is in|is under) maintenance(?: mode)?\b[^\n]{0,60}\btry again later\b|\bNo (?:active|available) workers? (?:found|available)\b[^\n]{0,60}\btry again\b|\bError code: 5\d\d - \{['"]error['"]: \{['"](?:code|type)['"]: ['"]\w*(?:[Ss]erver|[Uu]navailable|[Gg]ateway)\w*['"],?\s*(?![\s\S])|\b(?:currently )?experiencing (?:internal )?server issues\b|\b52\d status code \(no body\)|\bstatus: (?:UNAVAILABLE|INTERNAL)\b|\b(?:provider|service|server|API)\b[^.\n]{0,20}\bis (?:currently )?experiencing issues\b|\bHTTPError: HTTP Error 50[0-4]\b|\b50[0-4] \[object Object\]|\b(?:Server|Gateway) error, please try again later\b|\[\w+\] Server Unavailable Error\b|\bhad an internal server error\b|\b(?:ServiceUnavailable|BadGateway|GatewayTimeout): 50[0234]\b|\b(?:internalServer|serviceUnavailable)Exception\b|\bstream error \(server_error\)|\b[A-Z]\w*(?:API|Api)Error:? 50[0-4]\b|\bIt['’]s not you,? it['’]s us\b|您没有问题，而是我们遇到了问题|\(Service: \w+; Status Code: 50[0-4];|\b(?:unexpected )?(?:error|issue|problem) (?:occurred )?on our (?:servers?|side|end)\b|\btransient error \(status 50[0-4]\)|\bRetrying after server error\b|\bProvider returned server error 50[0-4]\b|\bThis is a temporary service issue\b|\bbackend error\b[^\n]{0,60}\n\s*status: 5\d\d\b|\bAPI server encountered an internal error\b|\bAPI Error 50[0-4]\b|\bConnectError: \[unavailable\]|\bAuto mode could not evaluate this action\b|\bFailed with http status code:? 50[0-4]\b|\bTransient server-side error\b|\bunexpected error when processing the request, please try again\b|\bModel took too long\b|\bserver had an error\b|\ball providers are unavailable\b|\bModel is down\b|\bServiceUnavailableError\b|\bAPI server unavailable\b|\brequest failed, retrying\b[^\n]{0,80}\bstatus_code=5\d\d\b|\bHTTP 50[0-4] \(|\bError 50[0-4], Message:|\bHTTP error\. Status: 5\d\d\b|\bThe server failed to process the request\b|\bGatewayTimeoutError\b|\bdependencyFailedException\b|\bRetryable \w+ status code: 5\d\d\b|\bHTTP call failed with 5\d\d\b|\bNo ready replicas\b|\bno instances found for endpoint\b|\bBadGatewayError\b|\bAn internal error has occurred\. Please retry\b|\bstatus code 52[0-6]\b|\bReceived a server error status code\b|\bAPI server error\b|\bservers are down or overloaded\b|\bfailed to generate content due to (?:an )?internal error\b|\bInternal error encountered\.|\bArgo Tunnel error\b|\bserver (?:encountered|had|ran into) an (?:internal )?error while processing your request\b|\bunreachable \(HTTP 50[234]\)|\bstatus_code: 50[0234], body:|\bRequest failed with response code 50[0234]\b|\breturned code 50[0234]\b|\bThe server experienced an error while processing your request\b|\brequest failed:?\s{0,3}50[0234]\W{0,3}(?:Internal Server Error|Bad Gateway|Service (?:Temporarily )?Unavailable|Gateway Time-?out)\b|\berror code: 52[0-4]\b|\bAPI Error \(5(?:00|02|03|04)\b|<html[^>]{0,40}>\s*50[0234]\W{0,3}(?:Internal Server Error|Bad Gateway|Service Unavailable|Gateway Time-?out)|(?:API Error:?|\bError:?|unexpected (?:status|response)|HTTP\/[\d.]+|\bcall failed:?|\bfailed to (?:get|fetch|receive) (?:a |the )?response:|<title>|^)\s*(?:500\W{0,3}Internal server error|502\W{0,3}Bad Gateway|503\W{0,3}Service (?:Temporarily )?Unavailable|504\W{0,3}Gateway Time-?out)|upstream connect error|\bno healthy upstream\b|\bRoute and path matches, but all pods are down\b|\bno endpoints available for service\b|\bno addresses for \x22[\w.-]+\x22|Server error:? (?:HTTP )?5\d\d\b|\bAn internal server error occurred\b|\bA streaming error occurred\b|\bThe service isn'?t currently available\b|upstream request timeout|server-side issue, usually temporary|(?:AI_APICallError|APIError|API Error|InternalServerError)\W{0,3}(?:5\d\d\W{0,3})?Internal server error|interrupted due to a server error|InternalServerError\W{0,3}5\d\d\b|(?:API Error|Error):?\W{0,3}5\d\d\b[^.\n]{0,60}?\b(?:unavailable|high load|overloaded|timed? ?out|on our end|internal (?:server )?error|try again|retry)|\bGateway Time-?out\b|\bupstream timed out\b|\bService Unavailable\b|temporarily unable to service your request|\bapi_error\b\W{0,3}Internal server error|The server had an error (?:while )?processing your request|Failed to get response from the AI model|\b(?:HTTP|upstream|provider|server) error:?\W{0,3}Internal Server Error\b|\bstatus code of 5(?:00|02|03|04)\b|\bRequest failed with status code 5(?:00|02|03|04)\b|\bServer error '5(?:00|02|03|04)\b|\x22: 5(?:00|02|03|04) (?:Internal Server Error|Bad Gateway|Service Unavailable|Gateway Time-?out)\b|\b5(?:00|02|03|04) status code \(no body\)|\b52[0-4]\W{0,3}(?:Web server is returning an unknown error|Web server is down|Connection timed out|Origin is unreachable|A timeout occurred)\b|\b5(?:00|02|03|04) Server Error\b|\bServer returned HTTP response code: 5(?:00|02|03|04)\b|\bUnexpected status(?: code)?:? 5(?:00|02|03|04)\b|\bgot status:? 5(?:00|02|03|04)\W{0,3}(?:Internal Server Error|Bad Gateway|Service Unavailable|Gateway Time-?out)\b|\bsource: Status: 5(?:00|02|03|04)\b|\bdoes not indicate success:? 5(?:00|02|03|04)\b|\bencountered a server error\b|\bafter (?:ServiceUnavailable|BadGateway|GatewayTimeout|InternalServerError)\b|\bReceived server error \((?:0|5\d\d)\) from\b|\bHTTP response code was 5(?:00|02|03|04)\b|\b5\d\d\W{1,3}api_error\b|\b5\d\d, message=['"](?:Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)['"]/i,
    // A server error that names a loopback or private address, a compose service's bare name or a
    // local model server as the one failing is a local server's or gateway's, and one met in a
    // sign-in is the login service's: neither is the provider's model call. A 4xx named as the last
    // error after retries is what the retries ended on.
    unless: new RegExp(
      String.raw`\bLast error:? (?:HTTP )?4\d\d\b|${LOOPBACK_WITH_PORT}|\bhttps?://(?:${PRIVATE_IPV4}|[a-z][\w-]{1,30}):\d{2,5}\b|\bOAuth (?:error|fail)|\b(?:log|sign)[- ]?in\b|\b(?:Ollama|llama\.cpp|llama-server|LM Studio|KoboldCpp|LocalAI) (?:encountered|returned|had|hit)\b`,
      'i',
    ),
    priority: 50,
    fixtures: [
      'gen-api-timed-out-check-status-page',
      'gen-server-error-code-internal-server-error',
      'gen-server-error-paren-status',
      'gen-unexpected-response-5xx',
      'gen-llm-service-unavailable-status',
      'gen-api-failed-with-status-5xx',
      'gen-dotnet-error-status-5xx',
      'gen-provider-error-bracket-503',
      'gen-request-failed-zh-500',
      'gen-model-internal-server-issues',
      'gen-vectorizer-connection-failed-500',
      'gen-response-returns-http-code-5xx',
      'gen-provider-returned-5xx-words',
      'gen-cloudflare-5xx-page-text',
      'gen-model-invalid-content-500',
      'gen-failed-to-get-response-500',
      'gen-sdk-error-code-500-body-cut',
      'gen-no-active-worker-try-again',
      'gen-maintenance-mode-try-later',
      'gen-experiencing-server-issues',
      'gen-cluster-route-all-pods-down',
      'gen-flask-stock-500-page',
      'gen-source-status-5xx',
      'syn-text-502-bad-gateway',
      'gen-copilot-model-call-failed-504',
      'gen-server-had-an-error',
      'gen-gateway-page-title',
      'gen-no-healthy-upstream',
      'gen-5xx-with-reason',
      'gen-gateway-timeout-phrase',
      'gen-cdn-524-origin-timeout',
      'gen-does-not-indicate-success-503',
    ],
    summary: "Server error phrases (500/502/503/504, and a CDN's 520-524 pages).",
  }),
  textRule({
    id: 'text.too_many_requests',
    tier: 'text',
    code: 'rate_limited',
    pattern:
      /\bExceeded maximum retry attempts\b[^\n]{0,30}\brate limit|\((?:[a-z]+\.)?RateLimitError\)|(?<!\[)\brate[- ]limit(?:ed)? error\b(?!\])|\bbecause of (?:the )?rate limits?\b|\b(?:LLM|model|provider) rate[- ]limited\b|\b(?:API|service|server|provider|endpoint|upstream) is throttling\b|\bencountered your rate limit\b|\b(?:chat )?completions? API returned an? rate[- ]limit error\b|\btoo many (?:AI|API|model|LLM) requests\b|\b(?:[Pp]arallel|[Cc]oncurrent) requests?\b[^.\n]{0,20}\bexceeded\b[^.\n]{0,30}\blimit\b|\bsending requests faster than\b|\brate_limit_error: |\b429 \[object Object\]|\brequest limit reached \(\d+\/\d+\)|\bconcurrent request limit\b|\brequest rate has exceeded the limit\b|\bis rate-limiting (?:your )?requests\b|Handshake(?:Error|Exception)?:? 429\b|\bover (?:their|its|the|your) (?:global |per-\w+ )?rate limits?\b|\bRetrying (?:due to|after) rate limit\b|\btransient error \(status 429\)|\bRate limits exceeded\b|\bmaximum number of concurrent sessions\b|\brequest rate limited by\b|\bRate limit error for model\b|\bfailed due to (?:a )?rate limit\b|\bsending too many (?:messages|requests)\b|\btoo many 429 error responses\b|\bstatus code was unacceptable: 429\b|\bunacceptableStatusCode\(code: 429\)|\b(?:streaming )?request failed:\s{0,3}429\b|\bRequest failed with response code 429\b|\breturned code 429\b|RateLimitReached\b|\bAPI:? 429\b(?!\.\d)|\b429 status code \(no body\)|\bREQUEST_LIMIT_EXCEEDED\b|\btoken bucket limit has been exceeded\b|\bRate limited on (?:the )?[\w ]{1,40}\bAPI\b|\bRequest failed,? (?:with )?status(?: code)?:? 429\b|\b429\b[^.]{0,40}Too Many Requests|Too Many Requests|Rate[-_ ]?limit[ _](?:is |was |has been )?(?:exceeded|reached|hit)|\b(?:hit|reached) (?:the|a|your) rate[- ]?limit\b|\btrigger(?:ed|s|ing)? (?:the |a |your )?rate[- ]?limit(?:ing)?\b|\b(?:running|ran|run) into (?:a |the )?rate[- ]?limits?\b|(?:exhausted|exceeded) (?:the |this |your )?(?:model'?s |account'?s )?rate[- ]limit\b|\b(?:exhausted|exceeded|reached|hit) (?:the |this |your )?(?:(?!MCP )[\w'’-]+ ){1,3}rate[- ]limit\b|\b429\W{0,3}rate[- ]limited\b|^\W*rate[- ]limit(?:ed)?\W*$|\b429 rate[- ]limit\b|\bnumber of requests exceeds the limit\b|rate[- ]limited upstream|concurrency limit (?:exceeded|reached)|too many concurrent requests|\b(?:reached|exceeded|hit) (?:the |your )?max(?:imum)?(?: number of)? (?:requests?|calls|API calls)\b|you (?:are|have been) (?:being )?rate[- ]limited|\brate[- ]limited by (?:the )?(?:API|provider|server|upstream)\b|(?:request|requests|call) (?:was|were|is|are|has been|have been|is being) (?:rate[- ]limited|throttled)|(?:Error|error:|failed|[✗✖■])\W{0,3}(?:\w+\W{1,3}){0,4}(?:rate[- ]limited|throttled)\b|\bonly one (?:message|request|generation|conversation) at a time\b|\b(?:WARNING|ERROR|CRITICAL):[\w.]{1,80}:RateLimitError\b|\b(?:can(?:no|['’])?t|unable to) (?:process|handle|serve) (?:that|so|this) many requests\b|^\W*rate[- ]limited\W{1,3}(?:please )?(?:wait|try again|retry)|\b(?:has|have) rate[- ]limited you(?:r (?:request|requests|account))?\b|\btemporarily (?:limiting|throttling) (?:requests|traffic)\b|\bretr(?:y|ies)\b[^.\n]{0,30}\b(?:reached|exceeded|exhausted)\b[^.\n]{0,20}\brate[- ]limit\b|\b(?:OpenRouter|OpenAI|Anthropic|Claude|Gemini|Groq|Mistral|DeepSeek|Cohere|Together|Fireworks|Perplexity|xAI|Grok|Azure OpenAI|Bedrock|Vertex AI|LiteLLM|Moonshot|Kimi|DashScope|Zhipu|MiniMax|Cerebras|SambaNova|DeepInfra|Novita) (?:API )?error 429\b|\bhit (?:a |the )?rate ?limit\b|\b(?:after|status(?:code)?[:=]?) ?TooManyRequests\b|\bquota limit (?:hit|reached)\W{0,3}per[ -](?:minute|second)\b|\b(?:waiting for|no) (?:a )?(?:free )?concurrent (?:request )?slot\b|\b(?:account|key|platform|user|organization)\b[^\n]{0,40}\bconcurrency limit\b|\brate-limited (?:the|this|your) request\b|\brate limited by (?:the )?(?:AI |model |LLM )?provider\b/i,
    // A 402 that says rate limit: the status and the words disagree, nothing decides.
    unless:
      /\b402\b[^\n]{0,30}\brate[- ]?limit|\brate[- ]?limits? or (?:other|another|any) errors?\b|rate[_-]?limit[_-]?reached\w*"?\s*:\s*(?:null|false)\b/i,
    priority: 40,
    splitByWait: true,
    fixtures: [
      'gen-because-of-rate-limits',
      'gen-rate-limit-error-phrase',
      'gen-rate-limit-error-in-parens',
      'gen-exceeded-retries-rate-limiting',
      'gen-model-rate-limited',
      'gen-api-is-throttling',
      'gen-encountered-rate-limit',
      'gen-completion-api-rate-limit-error',
      'gen-too-many-api-requests',
      'gen-parallel-requests-exceeded-limit',
      'gen-exceeded-possessive-api-rate-limit',
      'gen-retries-exhausted-rate-limit',
      'gen-temporarily-limiting-requests',
      'gen-rate-limit-quota-wait-a-moment',
      'gen-rate-limited-wait-before-retrying',
      'gen-provider-rate-limited-you',
      'gen-one-request-at-a-time',
      'syn-text-429-too-many-requests',
      'gen-exhausted-rate-limit-short',
      'gen-concurrency-limit',
      'gen-rate-limit-reached-type',
    ],
    summary: '"Too Many Requests" / "Rate limit exceeded"; split by wait.',
  }),
  textRule({
    id: 'text.quota_exceeded',
    tier: 'text',
    code: 'quota_limited',
    pattern:
      /\bcome back tomorrow\b|\bquota\b[^.\n]{0,20}\b(?:has )?(?:run|ran) out\b|\bprovider reported exhausted credits\b|\bexceed(?:s|ed)? (?:your |the )?(?:account's |organi[sz]ation's |workspace's |team's )?(?:daily|weekly|monthly) (?:spend(?:ing)?|usage|budget|cost) limit\b|\bQuota [\w.-]{3,80} exhausted\b|\b(?:LLM |model |AI )?provider requires payment\b|\breached (?:the|your) (?:hourly|daily|weekly|monthly|\d+-hour) usage (?:cap|limit)\b|\bquota limit reached\b|\b(?:quota|usage) (?:or usage )?allotment has run out\b|\bexceeded your (?:[\w.-]{2,20} )?API quota\b|\b(?:daily|weekly|monthly) spend(?:ing)? limit\b[^.\n]{0,40}\b(?:reached|exceeded|hit)\b|\b(?:you have|there is) no usage left\b|\bexceeded[-_]quota\b|\bEnqueued token limit reached\b|\bFileQuotaExceeded\b|\bexhausted its file storage quota\b|\bOut of call volume quota\b|\bquota (?:ha(?:s|ve)(?: been)? |was |is )?(?:exceeded|exhausted|reached|used up)|\bInsufficient ?[Qq]uota(?: remaining)?\b|(?:exceed(?:s|ed)?|exhausted) (?:your |the )?(?:\w+ )?quota|\bquota is not enough\b|\bAllocationQuota\b|\bout of quota\b|\bYou have no quota\b|\breached your (?:monthly|daily|weekly) [\w ]{0,30}?quota\b|\byou(?:'ve| have) run out of (?:your )?free [\w ]{1,30}?(?:completions|requests|messages|credits)\b|\b(?:[Ww]eekly|[Dd]aily|[Mm]onthly) (?:usage )?limit (?:used|reached|hit|exhausted)\b/i,
    // A named rate limit that asks for a moment is a throttle, whatever it calls its quota.
    unless:
      /per[ _](?:minute|second)|\bonline[ _]prediction(?:\b|_)|\brate[- ]limit\b[^\n]{0,80}\b(?:wait a (?:moment|few seconds|minute)|try again (?:shortly|in a moment))|\b(?:local|session)Storage quota\b|\bQuotaExceededError\b|\bstorage quota exceeded\b/i,
    priority: 40,
    splitWhenTimed: true,
    fixtures: [
      'gen-quota-ran-out',
      'gen-provider-reported-exhausted-credits',
      'gen-exceed-monthly-spend-limit',
      'gen-provider-requires-payment',
      'gen-usage-quota-come-back-tomorrow',
      'gen-named-quota-exhausted',
      'gen-daily-usage-cap',
      'syn-text-quota-exceeded-daily',
      'gen-reached-monthly-quota',
      'gen-exceeds-org-quota',
    ],
    summary: '"quota exceeded" without a per-minute window.',
  }),
  textRule({
    id: 'text.quota_exceeded_short_window',
    tier: 'text',
    code: 'rate_limited',
    pattern:
      /\bquota (?:exceeded|exhausted)\b.{0,120}per[ _](?:minute|second)|per[ _](?:minute|second).{0,120}\bquota (?:exceeded|exhausted)|\bonline[ _]prediction[ _](?:requests?|input|output|tokens?)(?:\b|_)[^.\n]{0,40}\bquota (?:exceeded|exhausted)\b|\bquota (?:exceeded|exhausted)\b(?:[^.\n]|\.(?=\w)){0,80}\bonline[ _]prediction|\bquota per (?:minute|second)\b[^\n]{0,20}\bexceeded\b/i,
    priority: 45,
    splitByWait: true,
    fixtures: ['syn-text-quota-per-minute', 'gen-quota-per-minute-metric'],
    summary: '"Quota exceeded … per minute": a short window.',
  }),
  textRule({
    id: 'text.unauthorized',
    tier: 'text',
    code: 'auth_required',
    pattern:
      /\b(?:token|API key|credentials?) (?:may|might|could) be (?:invalid|expired|revoked)\b|\bOAuth (?:callback|state)\b[^\n]{0,30}\b(?:did not|didn't|does not|doesn't) (?:match|include|contain)\b|\b(?:OAuth )?device (?:code )?authori[sz]ation failed\b(?![^\n]{0,40}(?:ECONN\w+|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|fetch failed|timed? ?out|socket hang up|getaddrinfo|\b5\d\d\b))|\btoken exchange did not return an? (?:access|refresh|id)[ _]token\b|\bwent wrong with (?:the |your )?[\w ]{0,30}authentication\b|\bSTATUS\$ERROR_LLM_AUTHENTICATION\b|\bAuthentication (?:with|using) (?:the |your )?(?:provided )?API key failed\b|\[unauthenticated\]|\b(?:OAuth |API |auth(?:entication)? )?request was unauthorized\b|\brejected (?:the |your |a |an )?(?:[\w-]+ ){0,2}(?:token|API key)\b|\b(?:make sure|ensure) (?:that )?your (?:API |access |personal access )?token has\b[^\n]{0,40}\b(?:permissions?|scopes?)\b|\bError authenticating with the (?:LLM |model |AI )?provider\b|\bsign-in code (?:has )?expired\b|\bneed to (?:log ?in|login|sign in) to (?:run|use|access|continue)\b|\bhave to (?:log ?in|login|sign in) to (?:run|use|access|continue)\b|\bSIGN_IN_REQUIRED\b|\bUnable to authenticate using\b[^\n]{0,40}\bcredentials\b|\btoken exchange failed:? 40[13]\b|\b(?:status|code) = StatusCode\.UNAUTHENTICATED\b|\bauthentication is invalid\b|\btoken you entered is incorrect\b|\bAccess forbidden\b[^\n]{0,30}\bAPI (?:permissions|key)\b|\bAPI[ _-]?keys?\b(?: (?:for|of) [\w .-]{1,30}?)?\W{0,3}(?:(?:is|was|has been|are|were) )?(?:missing or |now |either )?(?:invalid|rejected|forbidden|refused|revoked|disabled|expired|incorrect|not valid|no longer valid|reported as leaked|compromised)\b|(?<!\bpossibl[ey] |\bor an? |\bor )\b(?:incorrect|wrong|bad|rejected|revoked|expired|unauthori[sz]ed|disabled|leaked) (?:user |provider )?API[ _-]?key\b|\b(?:rejected|refused) (?:your|the|its) (?:credentials|API key)\b|\bauthentication is required (?:before|to|for)\b|\b401 UNAUTHORIZED\b|\baccess token is not active\b|\bincorrect (?:[\w-]+ )?credentials provided\b|\bcredentials are missing or invalid\b|\bInvalid \w+ credentials\b|\bRequest failed with response code 401\b|\breturned code 401\b|\btoken request was rejected\b|\bRequest failed,? (?:with )?status(?: code)?:? 401\b|\b401\b[^.]{0,30}Unauthorized|\b401\W{0,3}Authorization Required\b|(?:Error|error:|failed|[✗✖■])\W{0,3}(?:\w+\W{1,3}){0,3}Unauthorized\b|^\W*Unauthorized\b|\bUnauthorized request\b|authentication (?:failed|required|error)|\binvalid (?:API )?credentials\b|(?:token|credentials?|session) (?:has |have )?expired|please (?:log ?in|login|sign in|re-?authenticate)|\bCould not authenticate with\b|\b(?:your|this|the) account does not exist\b|\bonly [\w-]+ keys can (?:perform|do|access|use|call)\b|\byour session is (?:invalid or expired|expired or invalid|no longer valid)\b/i,
    // A client refreshing its expired token is progress, not the failure; a hosted agent's workload
    // token (the identity its tools use) is not the model call's credential.
    unless:
      /\bWorkload access token\b|\bexpired or not found, refreshing\b|\bToken refreshed successfully\b|\b(?:authentication|login|sign[- ]in) failed (?:because|due to) (?:of )?(?:too many (?:requests|attempts)|a rate limit)\b/i,
    priority: 30,
    fixtures: [
      'gen-api-key-may-be-expired-or-revoked',
      'gen-oauth-state-does-not-match',
      'gen-auth-with-api-key-failed',
      'gen-token-lacks-permission',
      'gen-provider-rejected-token',
      'gen-connect-rpc-unauthenticated',
      'gen-sign-in-code-expired',
      'gen-error-authenticating-provider',
      'gen-need-sign-in-to-use',
      'gen-unable-to-authenticate-credentials',
      'gen-token-exchange-failed-403',
      'gen-token-you-entered-incorrect',
      'gen-authentication-is-invalid-code',
      'gen-grpc-status-unauthenticated',
      'syn-text-401-unauthorized',
      'gen-invalid-credentials-text',
      'gen-401-authorization-required-page',
    ],
    summary: 'Authentication failure phrases.',
  }),
  textRule({
    id: 'text.stream_disconnected',
    tier: 'text',
    code: 'provider_unavailable',
    confidence: 'low',
    pattern:
      /stream disconnected before completion|\b(?:response )?stream ended unexpectedly\b|\bInternalStreamFailure\b|stream (?:closed|ended|terminated) (?:prematurely|before (?:a |the |its )?(?:finish|terminal|final|end\b|completion|response\.completed|\[DONE\]|message_stop))/i,
    // The reason after it says the account lost access, or that the error body could not be read:
    // not a dropped stream, and not decided here. Nor is a relay's or bridge's own message that the
    // agent put after its prefix ("stream disconnected before completion: Upstream request failed"):
    // only a transport reason there (a closed stream or socket, an idle timeout, a lookup) is a drop.
    unless:
      /\bstream disconnected before completion:\s*(?!stream (?:closed|ended|error)\b|idle timeout\b|websocket\b|operation timed out\b|timed out\b|failed to lookup\b|error sending request\b|error decoding\b|connection (?:reset|closed|refused|aborted)\b|response\.failed\b|request timed out\b|\.\.\.|[)\]]|$)\S|\baccess to \S{1,120} has been\b|\baccess (?:has been |was )?(?:revoked|suspended|cut|disabled)\b|\bfailed to parse ErrorResponse\b|\(os error (?:10060|10061|110|111|113)\)|\bTLS close_notify\b|\bbuilder error\b|\binvalid utf-8\b|\bUTF-?8 error\b/i,
    priority: 10,
    fixtures: [
      'gen-sagemaker-internal-stream-failure',
      'gen-stream-ended-before-final-chunk',
      'syn-text-stream-disconnected-bare',
    ],
    summary: 'A stream that dropped mid-response, with no inner cause: a transient wrapper.',
  }),
];
