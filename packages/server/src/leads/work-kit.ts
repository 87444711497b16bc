import { publicBaseUrl, type ServerContext } from '../http/context.ts';

/** What every lead-work route module shares: the OpenAPI tag and the auth setting. */
export const tags = ['leads'];
export const auth = { auth: 'required' as const };

/** The answers' addresses and the upload limits of one server. */
export function leadWorkKit(context: ServerContext) {
  const { config } = context;
  const baseUrl = (request: { protocol: string; host: string }) => publicBaseUrl(request, config);
  const uploadLimits = (maxFiles: number) => ({ maxFiles, maxFileBytes: config.maxUploadBytes });
  return { baseUrl, uploadLimits };
}
