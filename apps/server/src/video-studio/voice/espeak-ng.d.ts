// eSpeak NG compiled to WebAssembly (Emscripten) ships no types; these are the parts we call.
declare module "espeak-ng" {
  interface ESpeakNgModule {
    FS: { readFile(path: string): Uint8Array; writeFile(path: string, data: string): void };
  }
  interface ESpeakNgOptions {
    /** The command line, as `espeak-ng` takes it. */
    arguments: string[];
    preRun?: ((module: ESpeakNgModule) => void)[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
  }
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
