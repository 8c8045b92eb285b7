import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { QUEUES } from '@filebridge/contracts';
import { productionSecretProblems, SECRET_MIN_LENGTH } from '@filebridge/platform';

/**
 * Both overlays render, every object passes the Kubernetes and KEDA schemas, and the manifests say
 * what docker-compose says: same names, ports, environment, concurrency and drain time, each
 * worker scaled on its own queues, and no secret value committed for production.
 */
const ROOT = path.resolve(__dirname, '../..');
const WORKERS = ['order-worker', 'payment-webhook-worker', 'mailing-worker'] as const;
const SECRET_NAME = 'filebridge-secrets';

type Obj = { apiVersion: string; kind: string; metadata: { name: string }; [k: string]: any };
type Container = {
  name: string;
  env?: { name: string; value?: string; valueFrom?: any }[];
  ports?: { name?: string; containerPort: number }[];
  readinessProbe?: any;
  livenessProbe?: any;
  resources?: any;
  command?: string[];
};

function render(overlay: string): { objects: Obj[]; problems: string[] } {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'render.mjs'), `overlays/${overlay}`], { encoding: 'utf8' });
  return JSON.parse(out);
}

const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }).services as Record<string, any>;
const composeEnv = (service: string): Record<string, string> => compose[service].environment;
const seconds = (d: string) => Number(/^(\d+)s$/.exec(d)![1]);

/** A worker's queues, as its `worker-queues.ts` declares them (`[QUEUES.orders, …]`). */
function workerQueues(worker: string): string[] {
  const source = readFileSync(path.join(ROOT, 'services', worker, 'src/worker-queues.ts'), 'utf8');
  const list = /QueueName\[\]\s*=\s*\[([^\]]*)\]/.exec(source)![1]!;
  return [...list.matchAll(/QUEUES\.(\w+)/g)].map((m) => QUEUES[m[1] as keyof typeof QUEUES]);
}

describe.each(['dev', 'production'])('infra/k8s overlays/%s', (overlay) => {
  const { objects, problems } = render(overlay);
  const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
  const deployment = (name: string) => find('Deployment', name)!;
  const containerOf = (o: Obj): Container => (o.spec.template.spec.containers as Container[])[0]!;
  const config = find('ConfigMap', 'filebridge-config')!;

  it('renders objects that all pass the Kubernetes and KEDA schemas', () => {
    expect(objects.length).toBeGreaterThan(15);
    expect(problems).toEqual([]);
  });

  it('has what docker-compose has, under the same names: each service a Deployment, migrate a Job', () => {
    for (const name of ['bff', 'frontend', ...WORKERS]) expect(find('Deployment', name)).toBeDefined();
    expect(find('Job', 'migrate')).toBeDefined();
    for (const name of Object.keys(compose).filter((s) => !['postgres', 'redis', 'mailpit'].includes(s)))
      expect(find('Deployment', name) ?? find('Job', name)).toBeDefined();
  });

  it('sets every variable docker-compose sets, with the same worker concurrency and health port', () => {
    for (const name of ['bff', ...WORKERS]) {
      const env = containerOf(deployment(name)).env!;
      const names = env.map((e) => e.name);
      expect(names).toEqual(expect.arrayContaining(Object.keys(composeEnv(name))));
      for (const [k, v] of Object.entries(composeEnv(name)).filter(([k]) => /CONCURRENCY|WORKER_HEALTH_PORT/.test(k)))
        expect(env.find((e) => e.name === k)).toEqual({ name: k, value: v });
    }
    const job = find('Job', 'migrate')!.spec.template.spec.containers[0] as Container;
    expect(job.env!.map((e) => e.name)).toEqual(expect.arrayContaining(Object.keys(composeEnv('migrate'))));
    expect(job.command).toEqual(compose.migrate.command);
  });

  it('takes every setting from the ConfigMap or the Secret, each key of which exists', () => {
    const refs = objects
      .filter((o) => o.kind === 'Deployment' || o.kind === 'Job')
      .flatMap((o) => (containerOf(o).env ?? []).filter((e) => e.valueFrom));
    expect(refs.length).toBeGreaterThan(0);
    for (const { name, valueFrom } of refs) {
      if (valueFrom.configMapKeyRef) {
        expect(valueFrom.configMapKeyRef.name).toBe('filebridge-config');
        expect(Object.keys(config.data)).toContain(valueFrom.configMapKeyRef.key);
      } else {
        expect(valueFrom.secretKeyRef.name).toBe(SECRET_NAME);
      }
      expect(name).toBe((valueFrom.configMapKeyRef ?? valueFrom.secretKeyRef).key);
    }
  });

  it('exposes the same ports as docker-compose and probes the health endpoints', () => {
    const bff = containerOf(deployment('bff'));
    const bffPort = Number(compose.bff.ports[0].split(':')[1]);
    expect(bff.ports).toEqual([{ name: 'http', containerPort: bffPort }]);
    expect(find('Service', 'bff')!.spec.ports).toEqual([{ name: 'http', port: bffPort, targetPort: 'http' }]);
    expect(bff.readinessProbe.httpGet).toEqual({ path: '/api/health/ready', port: 'http' });
    expect(bff.livenessProbe.httpGet).toEqual({ path: '/api/health', port: 'http' });

    const site = containerOf(deployment('frontend'));
    const sitePort = Number(compose.frontend.ports[0].split(':')[1]);
    expect(site.ports).toEqual([{ name: 'http', containerPort: sitePort }]);
    expect(find('Service', 'frontend')!.spec.ports[0].targetPort).toBe('http');

    for (const w of WORKERS) {
      const c = containerOf(deployment(w));
      expect(c.ports).toEqual([{ name: 'health', containerPort: Number(composeEnv(w).WORKER_HEALTH_PORT) }]);
      expect(c.readinessProbe.httpGet).toEqual({ path: '/health/ready', port: 'health' });
      expect(c.livenessProbe.httpGet).toEqual({ path: '/health', port: 'health' });
    }
  });

  it('gives every container probes (a Job excepted), CPU and memory requests and limits', () => {
    for (const o of objects.filter((x) => x.kind === 'Deployment' || x.kind === 'Job')) {
      for (const c of o.spec.template.spec.containers as Container[]) {
        if (o.kind === 'Deployment') {
          expect({ [c.name]: !!c.readinessProbe && !!c.livenessProbe }).toEqual({ [c.name]: true });
        }
        expect(Object.keys(c.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
        expect(Object.keys(c.resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
      }
    }
  });

  it("drains as long as docker-compose's stop_grace_period allows, with a disruption budget each", () => {
    for (const name of ['bff', ...WORKERS]) {
      expect(deployment(name).spec.template.spec.terminationGracePeriodSeconds).toBe(seconds(compose[name].stop_grace_period));
    }
    for (const name of ['bff', 'frontend', ...WORKERS]) {
      expect(find('PodDisruptionBudget', name)!.spec.selector.matchLabels).toEqual(deployment(name).spec.selector.matchLabels);
    }
  });

  it('scales the bff on CPU and each worker on the depth of its own queues only', () => {
    const hpa = find('HorizontalPodAutoscaler', 'bff')!;
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'bff' });
    expect(hpa.spec.metrics[0].resource.name).toBe('cpu');

    const prefix = config.data.QUEUE_PREFIX;
    const auth = find('TriggerAuthentication', 'filebridge-redis')!;
    expect(auth.spec.secretTargetRef.map((r: any) => r.name)).toEqual([SECRET_NAME, SECRET_NAME]);
    for (const w of WORKERS) {
      const so = find('ScaledObject', w)!;
      expect(so.spec.scaleTargetRef.name).toBe(w);
      expect(so.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
      expect(so.spec.triggers.map((t: any) => t.type)).toEqual(workerQueues(w).map(() => 'redis'));
      expect(so.spec.triggers.map((t: any) => t.metadata.listName)).toEqual(workerQueues(w).map((q) => `${prefix}:${q}:wait`));
      for (const t of so.spec.triggers) expect(t.authenticationRef.name).toBe(auth.metadata.name);
    }
    // Every queue is someone's.
    expect(WORKERS.flatMap(workerQueues).sort()).toEqual(Object.values(QUEUES).sort());
  });

  if (overlay === 'production') {
    it('commits no secret: the Secret is created out of band and every secret variable is read from it', () => {
      expect(config.data.NODE_ENV).toBe('production');
      expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
      // What docker-compose demands from the operator (${X:?…}), and the URLs that carry credentials.
      const demanded = Object.entries(composeEnv('bff'))
        .filter(([, v]) => String(v).includes(':?'))
        .map(([k]) => k);
      const secrets = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', ...demanded];
      expect(demanded).toEqual(expect.arrayContaining(['STRIPE_SECRET_KEY', 'JWT_SECRET', 'ADMIN_PASSWORD']));
      for (const o of objects.filter((x) => x.kind === 'Deployment' || x.kind === 'Job')) {
        for (const e of containerOf(o).env ?? []) {
          if (secrets.includes(e.name)) expect({ [e.name]: e.valueFrom?.secretKeyRef?.name }).toEqual({ [e.name]: SECRET_NAME });
        }
      }
      const dir = path.join(__dirname, 'overlays/production');
      for (const file of readdirSync(dir)) {
        const text = readFileSync(path.join(dir, file), 'utf8');
        expect(text).not.toMatch(/secretGenerator|kind:\s*Secret\b|sk_(test|live)_|whsec_|postgres(ql)?:\/\/|rediss?:\/\/|PASSWORD=/);
      }
    });
  } else {
    it('generates the Secret with every key the manifests read, as obviously development values', () => {
      const secret = find('Secret', SECRET_NAME)!;
      const keys = objects
        .flatMap((o) => (o.kind === 'Deployment' || o.kind === 'Job' ? (containerOf(o).env ?? []) : []))
        .map((e) => e.valueFrom?.secretKeyRef?.key)
        .filter(Boolean);
      const authKeys = find('TriggerAuthentication', 'filebridge-redis')!.spec.secretTargetRef.map((r: any) => r.key);
      expect(Object.keys(secret.data).sort()).toEqual([...new Set([...keys, ...authKeys])].sort());
      const decoded = (k: string) => Buffer.from(secret.data[k], 'base64').toString();
      expect(decoded('JWT_SECRET')).toMatch(/not-for-production/);
      expect(decoded('STRIPE_SECRET_KEY')).toMatch(/^sk_test_/);
    });

    it('runs outside production, where its development secrets would stop every process', () => {
      const secret = find('Secret', SECRET_NAME)!;
      const env = Object.fromEntries(Object.keys(secret.data).map((k) => [k, Buffer.from(secret.data[k], 'base64').toString()]));
      expect(config.data.NODE_ENV).toBe('development');
      expect(productionSecretProblems({ ...env, NODE_ENV: 'production' }).map((p) => p.split(' ')[0])).toEqual(
        Object.keys(SECRET_MIN_LENGTH),
      );
    });
  }
});
