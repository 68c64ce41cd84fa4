import type { StockSource } from "@framewise/contracts";
import type { StockConfig } from "../../platform/config/config.ts";
import { pexelsService } from "./pexels.ts";
import { pixabayService } from "./pixabay.ts";
import type { StockService } from "./stock-service.ts";
import { unsplashService } from "./unsplash.ts";

/** The stock services with a key configured, in the order the picker offers them. */
export type StockServices = ReadonlyMap<StockSource, StockService>;

export function createStockServices(config: StockConfig): StockServices {
  const services: StockService[] = [];
  if (config.pexels) services.push(pexelsService(config.pexels));
  if (config.pixabay) services.push(pixabayService(config.pixabay));
  if (config.unsplash) services.push(unsplashService(config.unsplash));
  return new Map(services.map((service) => [service.source, service]));
}
