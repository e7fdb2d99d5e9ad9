/**
 * Operations of AWS services beside the model (DynamoDB, S3, SSM Parameter Store, Secrets Manager,
 * Glue, CloudWatch Logs and metrics, X-Ray, SQS, SNS), as botocore and the AWS SDKs name them in
 * "An error occurred (…) when calling the <Operation> operation". An error raised by one of them is
 * that service's, never the model call's, whatever its exception (a throttle, a denial) says.
 */
export const AWS_SIDE_OPERATION =
  /\bwhen calling the (?:(?:Get|Put|Update|Delete|BatchWrite|BatchGet|TransactWrite)Items?|Query|Scan|(?:Get|Put|Head|Delete|Copy)Object|ListObjects(?:V2)?|ListBuckets|HeadBucket|CreateBucket|GetParameters?(?:ByPath)?|PutParameter|GetSecretValue|(?:Get|Start|Stop)Crawler|(?:Get|Start)JobRun|PutLogEvents|CreateLogStream|PutTraceSegments|PutMetricData|SendMessage|ReceiveMessage|Publish) operation\b/;
