import { languageOf, modelPath, monaco } from './monacoSetup.ts';
import { minimalEdit } from './textEdit.ts';

type Files = Record<string, string>;
type Model = ReturnType<typeof monaco.editor.createModel>;
type ViewState = ReturnType<ReturnType<typeof monaco.editor.create>['saveViewState']>;

/** The view taking an editor's place opens within the same render: an older hand-over is not for it. */
const HAND_OVER_MS = 2_000;

/** Where a builder's files are kept besides their models (the draft's state, a local copy's store). */
export type FileSource = {
  read: (path: string) => string | undefined;
  /** The user changed a file in its model (typing, format, undo, a rename). */
  write: (path: string, text: string) => void;
  /**
   * Calls back with every new set of files, synchronously with the change: a reset or the other side of
   * a conflict reaches the models before the next key is handled, so no key is typed into the old text.
   */
  subscribe: (listener: (files: Files) => void) => () => void;
};

/**
 * The Monaco models of a builder's files, one per path, made the first time the file is shown and kept until
 * the workspace closes (docs/product/builder.md BUILDER-5: the editor lost and moved keys when it was fed the
 * text back). While the user types, the model is the text and the source follows it through its change
 * events; nothing writes the source's text back into a model, except a change made elsewhere (a reset, a
 * build's new draft, the other side of a conflict, a rename in a file not shown), and that as one edit of
 * what changed, so the caret and the undo history of the rest stay.
 */
export function createDraftModels(modelId: string, source: FileSource) {
  /** Each model's text as last seen or written: the source's text is compared to it, not to the model. */
  const known = new Map<string, string>();
  const listeners = new Map<string, { dispose: () => void }>();
  const viewStates = new Map<string, ViewState>();
  let isWriting = false;
  let unsubscribe: (() => void) | null = null;
  /** The file whose editor had the keyboard as it closed, its caret, and when. */
  let handedOver: { path: string; viewState: ViewState; at: number } | null = null;

  const uriOf = (path: string) => monaco.Uri.parse(modelPath(modelId, path));

  /** Replaces what changed, as one undo step; the editors' carets move with the text around them. */
  function writeInto(model: Model, text: string) {
    const edit = minimalEdit(model.getValue(), text);
    if (!edit) return;
    const range = monaco.Range.fromPositions(model.getPositionAt(edit.start), model.getPositionAt(edit.end));
    isWriting = true;
    try {
      model.pushStackElement();
      model.pushEditOperations([], [{ range, text: edit.text, forceMoveMarkers: false }], () => null);
      model.pushStackElement();
    } finally {
      isWriting = false;
    }
  }

  /**
   * A change made elsewhere: into every model whose file changed. A file gone leaves its model empty (a
   * diff may still show it), as a file not there yet is shown empty: typing into it makes the file.
   */
  function follow(files: Files) {
    for (const [path, seen] of known) {
      const text = files[path] ?? '';
      if (text === seen) continue;
      const model = monaco.editor.getModel(uriOf(path));
      if (!model) {
        forget(path);
        continue;
      }
      writeInto(model, text);
      const now = model.getValue();
      known.set(path, now);
      // The model keeps its own line breaks (CRLF or LF): the source takes the text as the model has it.
      if (now !== text) source.write(path, now);
    }
  }

  function forget(path: string) {
    listeners.get(path)?.dispose();
    listeners.delete(path);
    known.delete(path);
    viewStates.delete(path);
  }

  return {
    /**
     * The model of `path`, made from the source's text the first time. One made before by someone else
     * (the language server's go to definition) is taken over, and brought to the source's text first.
     */
    open(path: string): Model {
      unsubscribe ??= source.subscribe(follow);
      const text = source.read(path) ?? '';
      const uri = uriOf(path);
      let model = monaco.editor.getModel(uri);
      if (model && listeners.has(path)) return model;
      if (model) writeInto(model, text);
      else model = monaco.editor.createModel(text, languageOf(path), uri);
      const opened = model;
      known.set(path, opened.getValue());
      listeners.set(
        path,
        opened.onDidChangeContent(() => {
          if (isWriting) return;
          const now = opened.getValue();
          known.set(path, now);
          source.write(path, now);
        }),
      );
      if (opened.getValue() !== text) source.write(path, opened.getValue());
      return opened;
    },
    /** Where each file was scrolled to and its caret, kept while the user switches tabs. */
    viewStates,
    /**
     * An editor closes with the keyboard in it (a save met a conflict while the user typed, and the
     * conflict's diff takes the editor's place): the view that opens on the same file next takes the keys
     * on at the caret, rather than the keys typed meanwhile going to the page.
     */
    handOver(path: string, viewState: ViewState) {
      handedOver = { path, viewState, at: Date.now() };
    },
    /** The caret handed over for `path` just now, once; null when the keyboard was elsewhere. */
    takeOver(path: string): ViewState | null {
      const given = handedOver;
      handedOver = null;
      return given && given.path === path && Date.now() - given.at < HAND_OVER_MS ? given.viewState : null;
    },
    /** The workspace closes: its models go (a new one starts from the source's text again). */
    dispose() {
      unsubscribe?.();
      unsubscribe = null;
      for (const path of [...known.keys()]) {
        const model = monaco.editor.getModel(uriOf(path));
        forget(path);
        model?.dispose();
      }
    },
  };
}

export type DraftModels = ReturnType<typeof createDraftModels>;
