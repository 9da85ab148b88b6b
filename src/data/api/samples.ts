import {SAMPLE_PAYMENT} from '@site/src/constants';

/**
 * The API code samples, one entry per operation of src/data/api/openapi.yaml,
 * each in the three languages of the synced tabs. The developer hub, the docs
 * and the API reference all show these; tests/unit/apiSamples.test.ts checks
 * that every sample on the built site calls an operation of the OpenAPI
 * document with the fields it defines.
 *
 * Tokens filled in when shown (components/CodeSamples): `{sandboxUrl}` is the
 * sandbox base URL of the brand's API, `{sdkPackage}` its npm SDK.
 */
export type SampleLanguage = 'javascript' | 'python' | 'curl';

export const SAMPLE_LANGUAGES: {value: SampleLanguage; label: string; prism: string}[] = [
  {value: 'javascript', label: 'JavaScript', prism: 'javascript'},
  {value: 'python', label: 'Python', prism: 'python'},
  {value: 'curl', label: 'cURL', prism: 'bash'},
];

export interface ApiSample {
  /** operationId in the OpenAPI document. */
  operationId: string;
  /** Shown as the code block's title. */
  title: string;
  code: Record<SampleLanguage, string>;
}

const {amount, currency} = SAMPLE_PAYMENT;
const phoneNumber = '+254712345678';

export const API_SAMPLES = {
  createPayment: {
    operationId: 'createPayment',
    title: 'Request a mobile money payment',
    code: {
      javascript: `const response = await fetch('{sandboxUrl}/v1/payments', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.API_KEY}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({
    amount: ${amount},
    currency: '${currency}',
    phoneNumber: '${phoneNumber}',
    wallet: 'mpesa',
    reference: 'order-1042',
  }),
});
const payment = await response.json();
console.log(payment.id, payment.status); // "pending" until the customer approves`,
      python: `import os
import requests

response = requests.post(
    "{sandboxUrl}/v1/payments",
    headers={"Authorization": f"Bearer {os.environ['API_KEY']}"},
    json={
        "amount": ${amount},
        "currency": "${currency}",
        "phoneNumber": "${phoneNumber}",
        "wallet": "mpesa",
        "reference": "order-1042",
    },
    timeout=30,
)
payment = response.json()
print(payment["id"], payment["status"])  # "pending" until the customer approves`,
      curl: `curl -X POST {sandboxUrl}/v1/payments \\
  -H "Authorization: Bearer $API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "amount": ${amount},
    "currency": "${currency}",
    "phoneNumber": "${phoneNumber}",
    "wallet": "mpesa",
    "reference": "order-1042"
  }'`,
    },
  },
  sendSms: {
    operationId: 'sendSms',
    title: 'Send an SMS',
    code: {
      javascript: `const response = await fetch('{sandboxUrl}/v1/sms/messages', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.API_KEY}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({
    from: 'MYSHOP',
    to: ['${phoneNumber}'],
    message: 'Your order 1042 has shipped.',
  }),
});
const sms = await response.json();
console.log(sms.id, sms.status); // "queued"`,
      python: `import os
import requests

response = requests.post(
    "{sandboxUrl}/v1/sms/messages",
    headers={"Authorization": f"Bearer {os.environ['API_KEY']}"},
    json={
        "from": "MYSHOP",
        "to": ["${phoneNumber}"],
        "message": "Your order 1042 has shipped.",
    },
    timeout=30,
)
sms = response.json()
print(sms["id"], sms["status"])  # "queued"`,
      curl: `curl -X POST {sandboxUrl}/v1/sms/messages \\
  -H "Authorization: Bearer $API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "from": "MYSHOP",
    "to": ["${phoneNumber}"],
    "message": "Your order 1042 has shipped."
  }'`,
    },
  },
  sendScheduledSms: {
    operationId: 'sendSms',
    title: 'Schedule an SMS campaign',
    code: {
      javascript: `const response = await fetch('{sandboxUrl}/v1/sms/messages', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.API_KEY}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({
    from: 'MYSHOP',
    to: ['${phoneNumber}', '+254798765432'],
    message: 'Weekend sale: 20% off everything until Sunday. Reply STOP to opt out.',
    scheduledAt: '2026-12-04T06:00:00Z',
    callbackUrl: 'https://shop.example.com/webhooks/sms',
  }),
});
const sms = await response.json();
console.log(sms.id, sms.status); // "scheduled"`,
      python: `import os
import requests

response = requests.post(
    "{sandboxUrl}/v1/sms/messages",
    headers={"Authorization": f"Bearer {os.environ['API_KEY']}"},
    json={
        "from": "MYSHOP",
        "to": ["${phoneNumber}", "+254798765432"],
        "message": "Weekend sale: 20% off everything until Sunday. Reply STOP to opt out.",
        "scheduledAt": "2026-12-04T06:00:00Z",
        "callbackUrl": "https://shop.example.com/webhooks/sms",
    },
    timeout=30,
)
sms = response.json()
print(sms["id"], sms["status"])  # "scheduled"`,
      curl: `curl -X POST {sandboxUrl}/v1/sms/messages \\
  -H "Authorization: Bearer $API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "from": "MYSHOP",
    "to": ["${phoneNumber}", "+254798765432"],
    "message": "Weekend sale: 20% off everything until Sunday. Reply STOP to opt out.",
    "scheduledAt": "2026-12-04T06:00:00Z",
    "callbackUrl": "https://shop.example.com/webhooks/sms"
  }'`,
    },
  },
  getTransaction: {
    operationId: 'getTransaction',
    title: 'Look up a transaction',
    code: {
      javascript: `const id = 'txn_01JD4W3K8Q';
const response = await fetch(\`{sandboxUrl}/v1/transactions/\${id}\`, {
  method: 'GET',
  headers: {Authorization: \`Bearer \${process.env.API_KEY}\`},
});
const transaction = await response.json();
console.log(transaction.status); // pending, succeeded, failed or cancelled`,
      python: `import os
import requests

transaction_id = "txn_01JD4W3K8Q"
response = requests.get(
    f"{sandboxUrl}/v1/transactions/{transaction_id}",
    headers={"Authorization": f"Bearer {os.environ['API_KEY']}"},
    timeout=30,
)
transaction = response.json()
print(transaction["status"])  # pending, succeeded, failed or cancelled`,
      curl: `curl {sandboxUrl}/v1/transactions/txn_01JD4W3K8Q \\
  -H "Authorization: Bearer $API_KEY"`,
    },
  },
  cancelPayment: {
    operationId: 'cancelPayment',
    title: 'Cancel a payment the customer has not approved',
    code: {
      javascript: `const id = 'txn_01JD4W3K8Q';
const response = await fetch(\`{sandboxUrl}/v1/payments/\${id}/cancel\`, {
  method: 'POST',
  headers: {Authorization: \`Bearer \${process.env.API_KEY}\`},
});
const payment = await response.json();
console.log(payment.status); // "cancelled", or a 409 payment_not_cancellable error`,
      python: `import os
import requests

payment_id = "txn_01JD4W3K8Q"
response = requests.post(
    f"{sandboxUrl}/v1/payments/{payment_id}/cancel",
    headers={"Authorization": f"Bearer {os.environ['API_KEY']}"},
    timeout=30,
)
payment = response.json()
print(payment["status"])  # "cancelled", or a 409 payment_not_cancellable error`,
      curl: `curl -X POST {sandboxUrl}/v1/payments/txn_01JD4W3K8Q/cancel \\
  -H "Authorization: Bearer $API_KEY"`,
    },
  },
  createCheckoutSession: {
    operationId: 'createCheckoutSession',
    title: 'Create a checkout page for cards and bank transfers',
    code: {
      javascript: `const response = await fetch('{sandboxUrl}/v1/checkout/sessions', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.API_KEY}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({
    amount: ${amount},
    currency: '${currency}',
    methods: ['card', 'bank'],
    successUrl: 'https://shop.example.com/paid',
    cancelUrl: 'https://shop.example.com/cart',
  }),
});
const session = await response.json();
// Send the customer to session.url`,
      python: `import os
import requests

response = requests.post(
    "{sandboxUrl}/v1/checkout/sessions",
    headers={"Authorization": f"Bearer {os.environ['API_KEY']}"},
    json={
        "amount": ${amount},
        "currency": "${currency}",
        "methods": ["card", "bank"],
        "successUrl": "https://shop.example.com/paid",
        "cancelUrl": "https://shop.example.com/cart",
    },
    timeout=30,
)
session = response.json()
# Send the customer to session["url"]`,
      curl: `curl -X POST {sandboxUrl}/v1/checkout/sessions \\
  -H "Authorization: Bearer $API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "amount": ${amount},
    "currency": "${currency}",
    "methods": ["card", "bank"],
    "successUrl": "https://shop.example.com/paid",
    "cancelUrl": "https://shop.example.com/cart"
  }'`,
    },
  },
  createCarrierBillingPayment: {
    operationId: 'createPayment',
    title: 'Charge a phone bill',
    code: {
      javascript: `const response = await fetch('{sandboxUrl}/v1/payments', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.API_KEY}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({
    amount: 50,
    currency: '${currency}',
    phoneNumber: '${phoneNumber}',
    method: 'carrier_billing',
    description: 'Premium pass, 7 days',
  }),
});
const payment = await response.json();`,
      python: `import os
import requests

response = requests.post(
    "{sandboxUrl}/v1/payments",
    headers={"Authorization": f"Bearer {os.environ['API_KEY']}"},
    json={
        "amount": 50,
        "currency": "${currency}",
        "phoneNumber": "${phoneNumber}",
        "method": "carrier_billing",
        "description": "Premium pass, 7 days",
    },
    timeout=30,
)
payment = response.json()`,
      curl: `curl -X POST {sandboxUrl}/v1/payments \\
  -H "Authorization: Bearer $API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "amount": 50,
    "currency": "${currency}",
    "phoneNumber": "${phoneNumber}",
    "method": "carrier_billing",
    "description": "Premium pass, 7 days"
  }'`,
    },
  },
  getBalance: {
    operationId: 'getBalance',
    title: 'Check your key with a first request',
    code: {
      javascript: `const response = await fetch('{sandboxUrl}/v1/balance', {
  method: 'GET',
  headers: {Authorization: \`Bearer \${process.env.API_KEY}\`},
});
console.log(response.status, await response.json()); // 200 and your balances`,
      python: `import os
import requests

response = requests.get(
    "{sandboxUrl}/v1/balance",
    headers={"Authorization": f"Bearer {os.environ['API_KEY']}"},
    timeout=30,
)
print(response.status_code, response.json())  # 200 and your balances`,
      curl: `curl {sandboxUrl}/v1/balance \\
  -H "Authorization: Bearer $API_KEY"`,
    },
  },
  getSmsMessage: {
    operationId: 'getSmsMessage',
    title: 'Read the delivery reports of a message',
    code: {
      javascript: `const id = 'sms_01JD4W6ZQ7';
const response = await fetch(\`{sandboxUrl}/v1/sms/messages/\${id}\`, {
  method: 'GET',
  headers: {Authorization: \`Bearer \${process.env.API_KEY}\`},
});
const {recipients} = await response.json();
recipients.forEach((r) => console.log(r.phoneNumber, r.status));`,
      python: `import os
import requests

message_id = "sms_01JD4W6ZQ7"
response = requests.get(
    f"{sandboxUrl}/v1/sms/messages/{message_id}",
    headers={"Authorization": f"Bearer {os.environ['API_KEY']}"},
    timeout=30,
)
for recipient in response.json()["recipients"]:
    print(recipient["phoneNumber"], recipient["status"])`,
      curl: `curl {sandboxUrl}/v1/sms/messages/sms_01JD4W6ZQ7 \\
  -H "Authorization: Bearer $API_KEY"`,
    },
  },
} satisfies Record<string, ApiSample>;

export type ApiSampleId = keyof typeof API_SAMPLES;

/** The API's base URLs for a brand domain (the OpenAPI document's two servers). */
export function apiBaseUrls(domain: string): {live: string; sandbox: string} {
  return {live: `https://api.${domain}`, sandbox: `https://sandbox.api.${domain}`};
}

/** A sample's code with its tokens filled in. */
export function fillSample(code: string, tokens: {domain: string; sdkPackage: string}): string {
  return code.replaceAll('{sandboxUrl}', apiBaseUrls(tokens.domain).sandbox).replaceAll('{sdkPackage}', tokens.sdkPackage);
}
