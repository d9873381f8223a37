"""Type hints of the native module: the library's command line, in process."""

from typing import Iterator, List, Tuple

__version__: str

def main() -> int:
    """Runs the command line of the process (``sys.argv``); returns its exit code."""

def run(args: List[str], input: bytes = ...) -> Tuple[int, bytes, bytes]:
    """Runs ``sudoku-trace ARGS…`` in process: exit code, standard output, standard error."""

def stream(args: List[str], input: bytes = ...) -> "Stream":
    """Starts ``sudoku-trace ARGS…`` in a thread; its standard output, chunk by chunk."""

class Stream(Iterator[bytes]):
    """A running command's standard output, in chunks cut anywhere."""

    def __iter__(self) -> "Stream": ...
    def __next__(self) -> bytes: ...
    def finish(self) -> Tuple[int, bytes]:
        """Waits for the command (stopping it if its output was not read to
        the end); its exit code and standard error."""
