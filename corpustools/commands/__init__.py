"""One module per subcommand group; each defines ``register(subparsers, common)``.

The CLI finds them by listing this package, so adding a stage means adding one file here.  A module
registers its subparsers with ``parents=[common]`` and ``set_defaults(run=FUNCTION)`` where FUNCTION is
``run(args, settings, workspace) -> int`` (the exit status).  Flags that override a setting use
``dest="cfg.<dotted.key>"`` and ``default=None``; the CLI layers them over the config file.
Heavy imports belong inside the run functions, so ``corpustools --help`` stays fast.
Arguments with ``dest`` ``input`` or ``files`` are input paths (``-`` = stdin): the CLI checks that they
exist before the run function is called (a usage error, exit status 2), so commands need not.
"""
