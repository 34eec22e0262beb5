import { HttpResponse, http, type RequestHandler } from 'msw';
import { type AppConfig, defaultConfig } from '../config/config.ts';

export function createHandlers(config: AppConfig = defaultConfig): RequestHandler[] {
  return [
    http.post(`*${config.servicePrefix}/v3/personal-center/contact-kf-info`, () =>
      HttpResponse.json({
        code: 0,
        message: 'success',
        data: { email: 'help@pesoagad.ph', smWa: '09171234567' },
      }),
    ),
  ];
}

export const handlers = createHandlers();
