import { IMAGE_ASPECT_RATIOS, IMAGE_GEN_LIMITS, type GenerateImageOutput } from "@framewise/contracts";
import { tool } from "ai";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Viewer } from "../../../platform/auth/viewer.ts";
import type { ImageGenDeps } from "../../../image-studio/image-gen/image-gen-deps.ts";
import { startGeneration } from "../../../image-studio/image-gen/start-generation.ts";
import { toolFailure } from "./tool-failure.ts";

/**
 * Queues an image generation in the staff member's name, as `POST /api/v1/image-gen/generations`
 * does (same quota); answers at once, and the card shows the pictures when they are done.
 */
export const generateImageTool = (deps: ImageGenDeps, viewer: Viewer, log: FastifyBaseLogger) =>
  tool({
    description: "Generate images from a prompt in the image studio. Answers at once; the pictures appear in the chat when done.",
    inputSchema: z.object({
      prompt: z.string().min(1).max(IMAGE_GEN_LIMITS.promptLength),
      aspect_ratio: z.enum(IMAGE_ASPECT_RATIOS).default("1:1"),
      count: z.number().int().min(IMAGE_GEN_LIMITS.count.min).max(IMAGE_GEN_LIMITS.count.max).default(1),
    }),
    execute: async ({ prompt, aspect_ratio, count }): Promise<GenerateImageOutput> => {
      const row = await startGeneration(deps, viewer, { prompt, aspect_ratio, count }).catch(toolFailure(log, "Generating images"));
      return { generation_id: row.id, status: row.status, count: row.count, prompt: row.prompt };
    },
  });
