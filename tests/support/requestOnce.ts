import {request, type IncomingHttpHeaders} from 'node:http';

export interface OnceResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request on a connection of its own, closed after the answer
 * (`agent: false`), with the path exactly as given (no client normalises its
 * dot segments or encoding). A pooled keep-alive connection held while the
 * test does other work can be closed by the server's idle timeout and fail
 * the next request ("other side closed") on a machine slow enough.
 */
export function requestOnce(origin: string, pathname: string, {method = 'GET', headers = {}, body}: {method?: string; headers?: Record<string, string>; body?: string} = {}): Promise<OnceResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const outgoing = request({host: url.hostname, port: url.port, path: pathname, method, headers, agent: false}, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body: text}));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
