// The runtime of one bundled function, in its own process: what Lambda's Node.js runtime
// does for a function, played over IPC. It imports the handler the template names
// (`index.handler` → ./index.mjs, from the asset directory it runs in) once, then answers
// invocations with a Lambda context whose deadline is the function's timeout.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [moduleName, exportName] = process.env._HANDLER.split('.');
const file = ['.mjs', '.js', '.cjs'].map((ext) => join(process.cwd(), `${moduleName}${ext}`)).find(existsSync);

try {
  if (!file) throw new Error(`Runtime.ImportModuleError: ${moduleName} is not in ${process.cwd()}`);
  const handler = (await import(pathToFileURL(file).href))[exportName];
  if (typeof handler !== 'function') throw new Error(`Runtime.HandlerNotFound: ${process.env._HANDLER}`);
  process.on('message', async ({ id, event, requestId, deadline }) => {
    const context = {
      callbackWaitsForEmptyEventLoop: true,
      functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
      functionVersion: '$LATEST',
      invokedFunctionArn: `arn:aws:lambda:${process.env.AWS_REGION}:000000000000:function:${process.env.AWS_LAMBDA_FUNCTION_NAME}`,
      memoryLimitInMB: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
      awsRequestId: requestId,
      logGroupName: process.env.AWS_LAMBDA_LOG_GROUP_NAME,
      logStreamName: 'local',
      getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
      done() {},
      fail() {},
      succeed() {},
    };
    try {
      process.send({ id, ok: true, result: await handler(event, context) });
    } catch (error) {
      console.error(`Invoke Error ${requestId}`, error);
      process.send({ id, ok: false, error: { name: error?.name, message: error?.message ?? String(error) } });
    }
  });
  process.send({ ready: true });
} catch (error) {
  console.error(error);
  process.send({ initError: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
}
