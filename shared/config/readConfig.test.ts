// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  defaultConfig,
  pageConfig,
  telemetryOrigin,
  telemetryPath,
  telemetrySettings,
} from './config.ts';
import { createConfig, isDevelopment } from './readConfig.ts';

describe('default configuration', () => {
  it('uses the market constants of the spec', () => {
    expect(defaultConfig.currencySymbol).toBe('₱');
    expect(defaultConfig.rupeeSymbol).toBe('₹');
    expect(defaultConfig.thousandsSeparator).toBe('.');
    expect(defaultConfig.decimalMark).toBe(',');
    expect(defaultConfig.phoneMaxDigits).toBe(11);
    expect(defaultConfig.phoneGroups).toEqual([3, 4, 4]);
    expect(defaultConfig.timeZoneOffsetMinutes).toBe(480);
  });

  it('uses the service constants of the contract', () => {
    expect(defaultConfig.requestTimeoutMs).toBe(60000);
    expect(defaultConfig.servicePrefix).toBe('/maxwell');
    expect(defaultConfig.apiOrigin).toBe('');
    expect(defaultConfig.trustedOrigins).toEqual([]);
    expect(defaultConfig.imageHosts).toEqual([]);
    expect(defaultConfig.pathMap).toEqual({});
    expect(defaultConfig.bridgeCommands).toEqual({});
    expect(defaultConfig.wireKeys).toEqual({});
  });

  it('has a white font colour on the brand background', () => {
    expect(defaultConfig.fontColor).toBe('#ffffff');
    expect(defaultConfig.backgroundColor).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('is what an empty environment gives', () => {
    expect(createConfig({})).toEqual(defaultConfig);
  });

  it('phone groups add up to the phone length', () => {
    expect(defaultConfig.phoneGroups.reduce((sum, group) => sum + group, 0)).toBe(
      defaultConfig.phoneMaxDigits,
    );
  });
});

describe('build-time overrides', () => {
  it('applies every text variable', () => {
    const config = createConfig({
      VITE_APP_NAME: 'CashNow',
      VITE_APP_ENGLISH_NAME: 'CashNow Lending Corp.',
      VITE_BACKGROUND_COLOR: '#102030',
      VITE_FONT_COLOR: '#fafafa',
      VITE_SERVICE_PHONE: '09171234567',
      VITE_SERVICE_EMAIL: 'help@cashnow.ph',
      VITE_DEEP_LINK_SCHEME: 'cashnow://',
      VITE_API_ORIGIN: 'https://api.cashnow.ph',
      VITE_PROMOTION_SERVICE: 'growth',
    });

    expect(config).toEqual({
      ...defaultConfig,
      appName: 'CashNow',
      appEnglishName: 'CashNow Lending Corp.',
      backgroundColor: '#102030',
      fontColor: '#fafafa',
      defaultServicePhone: '09171234567',
      serviceEmail: 'help@cashnow.ph',
      deepLinkScheme: 'cashnow://',
      apiOrigin: 'https://api.cashnow.ph',
      imageHosts: ['https://api.cashnow.ph'],
      promotionService: 'growth',
    });
  });

  it('removes trailing slashes from the API origin', () => {
    expect(createConfig({ VITE_API_ORIGIN: 'https://api.cashnow.ph/' }).apiOrigin).toBe(
      'https://api.cashnow.ph',
    );
    expect(createConfig({ VITE_API_ORIGIN: 'https://api.cashnow.ph///' }).apiOrigin).toBe(
      'https://api.cashnow.ph',
    );
  });

  it('trims surrounding whitespace from text values', () => {
    expect(createConfig({ VITE_APP_NAME: '  CashNow  ' }).appName).toBe('CashNow');
  });

  it('reads the path map, bridge commands and wire keys as JSON objects', () => {
    const config = createConfig({
      VITE_PATH_MAP: '{"/v3/loan-details/loan-details":"/a1/b2"}',
      VITE_BRIDGE_COMMANDS: '{"goHome":"nativeGoHome","closeWebView":"finish"}',
      VITE_WIRE_KEYS: '{"logo":"lg","name":"nm"}',
    });

    expect(config.pathMap).toEqual({ '/v3/loan-details/loan-details': '/a1/b2' });
    expect(config.bridgeCommands).toEqual({ goHome: 'nativeGoHome', closeWebView: 'finish' });
    expect(config.wireKeys).toEqual({ logo: 'lg', name: 'nm' });
  });

  it('falls back to the defaults for blank values', () => {
    const config = createConfig({
      VITE_APP_NAME: '',
      VITE_APP_ENGLISH_NAME: '   ',
      VITE_BACKGROUND_COLOR: '',
      VITE_FONT_COLOR: ' ',
      VITE_SERVICE_PHONE: '',
      VITE_SERVICE_EMAIL: '',
      VITE_DEEP_LINK_SCHEME: '',
      VITE_API_ORIGIN: '',
      VITE_PROMOTION_SERVICE: '  ',
      VITE_PATH_MAP: '',
      VITE_BRIDGE_COMMANDS: '  ',
      VITE_WIRE_KEYS: '',
      VITE_TRUSTED_ORIGINS: ' , ',
      VITE_IMAGE_HOSTS: ' ',
    });

    expect(config).toEqual(defaultConfig);
  });

  it('ignores values that are not strings', () => {
    const config = createConfig({ VITE_APP_NAME: true, VITE_PATH_MAP: false });

    expect(config.appName).toBe(defaultConfig.appName);
    expect(config.pathMap).toEqual({});
  });

  it('rejects invalid JSON, naming the variable', () => {
    expect(() => createConfig({ VITE_PATH_MAP: '{"/a": ' })).toThrow(
      'VITE_PATH_MAP must be a JSON object of strings',
    );
    expect(() => createConfig({ VITE_BRIDGE_COMMANDS: 'goHome=home' })).toThrow(
      'VITE_BRIDGE_COMMANDS must be a JSON object of strings',
    );
    expect(() => createConfig({ VITE_WIRE_KEYS: "{'logo':'lg'}" })).toThrow(
      'VITE_WIRE_KEYS must be a JSON object of strings',
    );
  });

  it('rejects JSON that is not an object, naming the variable', () => {
    expect(() => createConfig({ VITE_PATH_MAP: '["/a","/b"]' })).toThrow(
      'VITE_PATH_MAP must be a JSON object of strings',
    );
    expect(() => createConfig({ VITE_BRIDGE_COMMANDS: 'null' })).toThrow(
      'VITE_BRIDGE_COMMANDS must be a JSON object of strings',
    );
    expect(() => createConfig({ VITE_WIRE_KEYS: '"lg"' })).toThrow(
      'VITE_WIRE_KEYS must be a JSON object of strings',
    );
  });

  it('rejects non-string map values, naming the variable and the entry', () => {
    expect(() => createConfig({ VITE_PATH_MAP: '{"/a":"/b","/c":3}' })).toThrow(
      'VITE_PATH_MAP./c must be a string',
    );
    expect(() => createConfig({ VITE_BRIDGE_COMMANDS: '{"goHome":null}' })).toThrow(
      'VITE_BRIDGE_COMMANDS.goHome must be a string',
    );
    expect(() => createConfig({ VITE_WIRE_KEYS: '{"logo":{"key":"lg"}}' })).toThrow(
      'VITE_WIRE_KEYS.logo must be a string',
    );
  });

  it('accepts plain CSS colours and refuses anything else, naming the variable', () => {
    expect(
      createConfig({ VITE_BACKGROUND_COLOR: '#0a0a0a', VITE_FONT_COLOR: 'white' }),
    ).toMatchObject({
      backgroundColor: '#0a0a0a',
      fontColor: 'white',
    });
    expect(createConfig({ VITE_BACKGROUND_COLOR: 'rgb(10, 20, 30)' }).backgroundColor).toBe(
      'rgb(10, 20, 30)',
    );
    expect(() => createConfig({ VITE_BACKGROUND_COLOR: 'red}</style><script>' })).toThrow(
      'VITE_BACKGROUND_COLOR must be a CSS colour such as #14213d',
    );
    expect(() => createConfig({ VITE_FONT_COLOR: '#fff;background:url(x)' })).toThrow(
      'VITE_FONT_COLOR must be a CSS colour such as #14213d',
    );
  });

  it('reads the trusted origins as a comma-separated list, in the form URL.origin gives', () => {
    const config = createConfig({
      VITE_TRUSTED_ORIGINS:
        ' https://Pay.Example.PH , https://confirm.example.ph/,https://h5.example.ph:443',
    });

    expect(config.trustedOrigins).toEqual([
      'https://pay.example.ph',
      'https://confirm.example.ph',
      'https://h5.example.ph',
    ]);
  });
});

describe('settings checked at build', () => {
  // Each a value that would send borrowers' requests, pictures or links somewhere unintended.
  const notBareHttps = [
    'http://api.example.ph',
    'api.example.ph',
    '//api.example.ph',
    'https://api.example.ph/maxwell',
    'https://api.example.ph?x=1',
    'https://api.example.ph/?',
    'https://api.example.ph/#top',
    'https://user:pass@api.example.ph',
    'https://api@evil.example',
    'ftp://api.example.ph',
    'javascript:alert(1)',
    'data:text/html;base64',
    'https://',
    'http://localhost:5173',
    'http://127.0.0.1',
  ];

  it.each(notBareHttps)('refuses %j as the API origin, naming the variable', (origin) => {
    expect(() => createConfig({ VITE_API_ORIGIN: origin })).toThrow(
      `VITE_API_ORIGIN must be a bare https:// origin, got ${JSON.stringify(origin)}`,
    );
  });

  it.each(notBareHttps)('refuses %j in the trusted origins, naming the variable', (origin) => {
    expect(() => createConfig({ VITE_TRUSTED_ORIGINS: `https://ok.example.ph,${origin}` })).toThrow(
      `VITE_TRUSTED_ORIGINS must be a bare https:// origin, got ${JSON.stringify(origin)}`,
    );
  });

  it.each(notBareHttps)('refuses %j in the image hosts, naming the variable', (origin) => {
    expect(() => createConfig({ VITE_IMAGE_HOSTS: `https://ok.example.ph,${origin}` })).toThrow(
      `VITE_IMAGE_HOSTS must be a bare https:// origin, got ${JSON.stringify(origin)}`,
    );
  });

  it('keeps the API origin as the parser writes it: lower case, no default port, no slash', () => {
    expect(createConfig({ VITE_API_ORIGIN: 'https://API.CashNow.ph:443' }).apiOrigin).toBe(
      'https://api.cashnow.ph',
    );
    expect(createConfig({ VITE_API_ORIGIN: 'https://api.cashnow.ph:8443/' }).apiOrigin).toBe(
      'https://api.cashnow.ph:8443',
    );
  });

  it('accepts http://localhost and http://127.0.0.1 in development only', () => {
    const local = {
      VITE_API_ORIGIN: 'http://localhost:8080',
      VITE_TRUSTED_ORIGINS: 'http://127.0.0.1:4173/',
      VITE_IMAGE_HOSTS: 'http://localhost',
    };
    expect(createConfig(local, { development: true })).toMatchObject({
      apiOrigin: 'http://localhost:8080',
      trustedOrigins: ['http://127.0.0.1:4173'],
      imageHosts: ['http://localhost'],
    });
    expect(() => createConfig(local)).toThrow(
      'VITE_API_ORIGIN must be a bare https:// origin, got "http://localhost:8080"',
    );
    // Plain http to any other host stays refused in development too.
    expect(() =>
      createConfig({ VITE_IMAGE_HOSTS: 'http://cdn.example.ph' }, { development: true }),
    ).toThrow('VITE_IMAGE_HOSTS must be a bare https:// origin, got "http://cdn.example.ph"');
  });

  it('takes a CSP report endpoint at an https:// address, or http:// on this machine only', () => {
    expect(createConfig({}).cspReportUrl).toBe('');
    expect(
      createConfig({ VITE_CSP_REPORT_URL: ' https://Reports.example.ph/csp?app=h5 ' }).cspReportUrl,
    ).toBe('https://reports.example.ph/csp?app=h5');
    // A collector on the developer's machine: a report sent there never leaves it.
    for (const local of ['http://localhost:9000/csp', 'http://127.0.0.1/csp']) {
      expect(createConfig({ VITE_CSP_REPORT_URL: local }, { development: true }).cspReportUrl).toBe(
        local,
      );
    }
  });

  it.each(['http://localhost:9000/csp', 'http://127.0.0.1/csp', 'http://LOCALHOST/csp'])(
    'refuses the local address %j in a build: on a phone any app may listen there',
    (local) => {
      for (const options of [{}, { release: true }]) {
        expect(() => createConfig({ VITE_CSP_REPORT_URL: local }, options)).toThrow(
          'VITE_CSP_REPORT_URL must be an https:// address',
        );
      }
    },
  );

  it.each([
    ['VITE_API_ORIGIN', 'https://*.example.com'],
    ['VITE_IMAGE_HOSTS', 'https://cdn.example.ph, https://*.example.com'],
    ['VITE_IMAGE_HOSTS', 'https://*'],
    ['VITE_TRUSTED_ORIGINS', 'https://pay.*.example.ph'],
    ['VITE_TRUSTED_ORIGINS', 'https://%2A.example.ph'],
  ])('refuses %s=%j: a * in an origin is a wildcard in the policy', (variable, value) => {
    expect(() => createConfig({ [variable]: value }, { development: true })).toThrow(
      `${variable} must be a bare https:// origin`,
    );
  });

  it.each([
    'http://reports.example.ph/csp',
    '/csp-report',
    '//reports.example.ph/csp',
    'reports.example.ph/csp',
    'javascript:alert(1)',
    'data:text/plain,x',
    'https://user:pass@reports.example.ph/csp',
    'https://reports.example.ph/csp#x',
    // Each would end the directive or the header's item and add one of its own.
    "https://reports.example.ph/csp; script-src 'unsafe-inline'",
    'https://reports.example.ph/csp;script-src=*',
    'https://reports.example.ph/a,b',
    'https://reports.example.ph/csp?x="y"',
    "https://reports.example.ph/csp?q='unsafe-eval'",
    'https://reports.example.ph/csp?cookie=$http_cookie',
  ])('refuses %j as the CSP report endpoint, naming the variable', (address) => {
    expect(() => createConfig({ VITE_CSP_REPORT_URL: address })).toThrow(
      `VITE_CSP_REPORT_URL must be an https:// address (no credentials, fragment, space, quote, comma, semicolon or $), got ${JSON.stringify(address)}`,
    );
  });

  it('counts the dev server, vite preview and the tests as development, never a build', () => {
    expect(isDevelopment('serve', 'development')).toBe(true);
    expect(isDevelopment('serve', 'production')).toBe(true);
    expect(isDevelopment('build', 'test')).toBe(true);
    expect(isDevelopment('build', 'production')).toBe(false);
    expect(isDevelopment('build', 'staging')).toBe(false);
  });

  it('takes the path of the channel pictures from / to /, of plain segments', () => {
    expect(createConfig({}).channelPicturePath).toBe('/maxwell/channel-pictures/');
    expect(createConfig({ VITE_CHANNEL_PICTURE_PATH: ' /img/pay-code/ ' }).channelPicturePath).toBe(
      '/img/pay-code/',
    );
  });

  it.each([
    'channel-pictures/',
    '/channel-pictures',
    '//cdn.example.ph/',
    '/a//b/',
    '/a/../uploads/',
    '/a/..%2Fuploads/',
    '/a\\b/',
    '/a b/',
    '/a?b/',
    // Every path of the host, the uploads among them.
    '/',
  ])('refuses %j as the path of the channel pictures', (value) => {
    expect(() => createConfig({ VITE_CHANNEL_PICTURE_PATH: value })).toThrow(
      `VITE_CHANNEL_PICTURE_PATH must be a path from / to / such as /maxwell/channel-pictures/, got ${JSON.stringify(value)}`,
    );
  });

  it('takes the API origin as the image host unless the image hosts are set', () => {
    expect(createConfig({}).imageHosts).toEqual([]);
    expect(createConfig({ VITE_API_ORIGIN: 'https://api.cashnow.ph/' }).imageHosts).toEqual([
      'https://api.cashnow.ph',
    ]);
    expect(
      createConfig({
        VITE_API_ORIGIN: 'https://api.cashnow.ph',
        VITE_IMAGE_HOSTS: 'https://CDN.cashnow.ph, https://img.cashnow.ph:8443',
      }).imageHosts,
    ).toEqual(['https://cdn.cashnow.ph', 'https://img.cashnow.ph:8443']);
  });

  it.each(['cashnow://', 'cashnow:', 'cash-now.app+v2://'])(
    'accepts the app scheme %j',
    (scheme) => {
      expect(createConfig({ VITE_DEEP_LINK_SCHEME: scheme }).deepLinkScheme).toBe(scheme);
    },
  );

  it.each([
    'http://',
    'HTTPS://',
    'javascript:',
    'data:',
    'file://',
    'blob:',
    'vbscript:',
    'intent://',
    'Intent:',
    'cashnow',
    'cashnow://open',
    '1cashnow://',
    'cash now://',
    'cashnow:/',
  ])('refuses %j as the deep-link scheme, naming the variable', (scheme) => {
    expect(() => createConfig({ VITE_DEEP_LINK_SCHEME: scheme })).toThrow(
      `VITE_DEEP_LINK_SCHEME must be the app's own scheme such as pesoagad://, got ${JSON.stringify(scheme)}`,
    );
  });
});

describe('telemetry settings', () => {
  it('sends nothing unless VITE_TELEMETRY_URL is set, and samples a tenth of page views', () => {
    const config = createConfig({});
    expect(config.telemetryUrl).toBe('');
    expect(config.telemetrySample).toBe(0.1);
    expect(telemetrySettings(config, 'b1')).toBe(false);
  });

  it('takes a path on the site or an https:// address, and a share from 0 to 1', () => {
    const onSite = createConfig({
      VITE_TELEMETRY_URL: '/telemetry',
      VITE_TELEMETRY_SAMPLE: '0.25',
    });
    expect(telemetrySettings(onSite, 'b1')).toEqual({
      url: '/telemetry',
      sample: 0.25,
      build: 'b1',
    });
    expect(telemetryPath(onSite)).toEqual(['/telemetry']);
    expect(telemetryOrigin(onSite)).toEqual([]);

    const elsewhere = createConfig({
      VITE_TELEMETRY_URL: 'https://collect.example.ph/h5?app=loan',
    });
    expect(elsewhere.telemetryUrl).toBe('https://collect.example.ph/h5?app=loan');
    expect(telemetryPath(elsewhere)).toEqual([]);
    expect(telemetryOrigin(elsewhere)).toEqual(['https://collect.example.ph']);

    for (const share of ['0', '1', '0.5', '.05', '1.0']) {
      expect(createConfig({ VITE_TELEMETRY_SAMPLE: share }).telemetrySample).toBe(Number(share));
    }
  });

  it('takes local http only on a developer machine', () => {
    expect(() => createConfig({ VITE_TELEMETRY_URL: 'http://localhost:9000/t' })).toThrow(
      'VITE_TELEMETRY_URL must be',
    );
    expect(
      createConfig({ VITE_TELEMETRY_URL: 'http://localhost:9000/t' }, { development: true })
        .telemetryUrl,
    ).toBe('http://localhost:9000/t');
  });

  it.each([
    '//collect.example.ph/t',
    // A browser reads a backslash in a path as a slash: each of these is another host.
    '/\\collect.example.ph/t',
    '/\\/collect.example.ph/t',
    '/t\\x',
    'https://*.example.ph/t',
    'http://collect.example.ph/t',
    'https://user:secret@collect.example.ph/t',
    'https://collect.example.ph/t#x',
    'telemetry',
    'javascript:alert(1)',
  ])('refuses %j as the endpoint, naming the variable', (url) => {
    expect(() => createConfig({ VITE_TELEMETRY_URL: url })).toThrow(
      `VITE_TELEMETRY_URL must be a path such as /telemetry or an https:// address, got ${JSON.stringify(url)}`,
    );
  });

  it.each(['10%', '2', '-0.1', 'a tenth', '0.1.2'])('refuses %j as the share', (share) => {
    expect(() => createConfig({ VITE_TELEMETRY_SAMPLE: share })).toThrow(
      `VITE_TELEMETRY_SAMPLE must be a share of page views from 0 to 1 such as 0.1, got ${JSON.stringify(share)}`,
    );
  });

  it("leaves the telemetry's settings out of the configuration a page carries", () => {
    const config = createConfig({ VITE_TELEMETRY_URL: '/telemetry' });
    const page = pageConfig(config);
    expect(page).not.toHaveProperty('telemetryUrl');
    expect(page).not.toHaveProperty('telemetrySample');
    expect(page).not.toHaveProperty('cspReportUrl');
    const buildOnly = {
      cspReportUrl: '',
      telemetryUrl: '/telemetry',
      telemetrySample: 0.1,
      amountFormat: config.amountFormat,
      lenderName: config.lenderName,
      secRegistrationNumber: config.secRegistrationNumber,
      certificateOfAuthorityNumber: config.certificateOfAuthorityNumber,
      loanAmountMin: config.loanAmountMin,
      loanAmountMax: config.loanAmountMax,
      dailyRate: config.dailyRate,
    };
    expect({ ...page, ...buildOnly }).toEqual(config);
  });
});

describe('amount and date formats', () => {
  it('default to the spec: dot for thousands, YYYY-MM-DD', () => {
    const config = createConfig({});
    expect(config.amountFormat).toBe('1.234,56');
    expect([config.thousandsSeparator, config.decimalMark]).toEqual(['.', ',']);
    expect(config.dateFormat).toBe('YYYY-MM-DD');
  });

  it('take the Philippine convention with one setting each', () => {
    const config = createConfig({
      VITE_AMOUNT_FORMAT: '1,234.56',
      VITE_DATE_FORMAT: 'MMM D, YYYY',
    });
    expect([config.thousandsSeparator, config.decimalMark]).toEqual([',', '.']);
    expect(config.dateFormat).toBe('MMM D, YYYY');
    // The page carries the separators, not the setting's name.
    expect(pageConfig(config)).not.toHaveProperty('amountFormat');
  });

  it('refuse any other format, naming the variable and the choices', () => {
    expect(() => createConfig({ VITE_AMOUNT_FORMAT: '1 234,56' })).toThrow(
      'VITE_AMOUNT_FORMAT must be one of "1.234,56", "1,234.56", got "1 234,56"',
    );
    expect(() => createConfig({ VITE_DATE_FORMAT: 'DD/MM/YYYY' })).toThrow(
      'VITE_DATE_FORMAT must be one of "YYYY-MM-DD", "MMM D, YYYY", got "DD/MM/YYYY"',
    );
  });
});

describe("the lender's registration", () => {
  const registration = {
    VITE_LENDER_NAME: 'CashNow Lending Corp.',
    VITE_SEC_REGISTRATION_NUMBER: 'CS201912345',
    VITE_CERTIFICATE_OF_AUTHORITY_NUMBER: '3012',
    VITE_LOAN_AMOUNT_MIN: '2000',
    VITE_LOAN_AMOUNT_MAX: '30000',
    VITE_DAILY_RATE: '0.1',
  };

  it('is a plain sample by default, outside the pages\u2019 scripts', () => {
    const config = createConfig({});
    expect(config.lenderName).toMatch(/sample/i);
    expect(config.secRegistrationNumber).toMatch(/sample/i);
    expect(config.certificateOfAuthorityNumber).toMatch(/sample/i);
    expect(pageConfig(config)).not.toHaveProperty('lenderName');
    expect(pageConfig(config)).not.toHaveProperty('secRegistrationNumber');
    expect(pageConfig(config)).not.toHaveProperty('certificateOfAuthorityNumber');
  });

  it('is set by its three variables', () => {
    expect(createConfig(registration, { release: true })).toMatchObject({
      lenderName: 'CashNow Lending Corp.',
      secRegistrationNumber: 'CS201912345',
      certificateOfAuthorityNumber: '3012',
    });
  });

  it('must be set whole for a production build, which names what is missing', () => {
    expect(() => createConfig({}, { release: true })).toThrow(
      'A production build must set VITE_LENDER_NAME, VITE_SEC_REGISTRATION_NUMBER, VITE_CERTIFICATE_OF_AUTHORITY_NUMBER, VITE_LOAN_AMOUNT_MIN, VITE_LOAN_AMOUNT_MAX, VITE_DAILY_RATE',
    );
    expect(() =>
      createConfig({ ...registration, VITE_SEC_REGISTRATION_NUMBER: ' ' }, { release: true }),
    ).toThrow(/must set VITE_SEC_REGISTRATION_NUMBER:/);
    expect(() => createConfig({ ...registration, VITE_DAILY_RATE: '' }, { release: true })).toThrow(
      /must set VITE_DAILY_RATE:/,
    );
  });

  it('may stay the sample in a production build made for the tests only', () => {
    expect(createConfig({ VITE_ALLOW_SAMPLE_LENDER: '1' }, { release: true }).lenderName).toBe(
      defaultConfig.lenderName,
    );
    expect(createConfig({}).lenderName).toBe(defaultConfig.lenderName);
  });
});

describe('the loans on offer', () => {
  it('are set by their three variables, outside the pages’ scripts', () => {
    const config = createConfig({
      VITE_LOAN_AMOUNT_MIN: '2000',
      VITE_LOAN_AMOUNT_MAX: '50000',
      VITE_DAILY_RATE: '0.1',
    });
    expect(config).toMatchObject({ loanAmountMin: 2_000, loanAmountMax: 50_000, dailyRate: '0.1' });
    expect(createConfig({})).toMatchObject({
      loanAmountMin: defaultConfig.loanAmountMin,
      loanAmountMax: defaultConfig.loanAmountMax,
      dailyRate: defaultConfig.dailyRate,
    });
    for (const field of ['loanAmountMin', 'loanAmountMax', 'dailyRate']) {
      expect(pageConfig(config)).not.toHaveProperty(field);
    }
  });

  it('refuse what is not whole pesos, a range upside down, or a rate that is no percent, naming the variable', () => {
    expect(() => createConfig({ VITE_LOAN_AMOUNT_MIN: '1,000' })).toThrow(
      'VITE_LOAN_AMOUNT_MIN must be a whole number of pesos such as 20000, got "1,000"',
    );
    expect(() => createConfig({ VITE_LOAN_AMOUNT_MAX: '0' })).toThrow(/^VITE_LOAN_AMOUNT_MAX/);
    expect(() =>
      createConfig({ VITE_LOAN_AMOUNT_MIN: '30000', VITE_LOAN_AMOUNT_MAX: '20000' }),
    ).toThrow('VITE_LOAN_AMOUNT_MIN must not be above VITE_LOAN_AMOUNT_MAX');
    for (const rate of ['0.05%', '0', '100', 'abc']) {
      expect(() => createConfig({ VITE_DAILY_RATE: rate }), rate).toThrow(
        `VITE_DAILY_RATE must be the percent a day such as 0.05, got ${JSON.stringify(rate)}`,
      );
    }
  });
});
