"""The hostile corpus: scripts and dictionaries that try to leave the case.

Each entry names the class of escape it belongs to (the classes of issue 11) and is written to
reach ``{CANARY}``, a directory outside the case that the tests create and then check untouched.
None of them repeats the issue's own examples verbatim; each class has at least two variants.
``benchmarks/security_corpus.py`` counts them for BENCHMARKS.md.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Hostile:
    """One hostile input.

    Attributes:
        name: A short id.
        kind: The escape class.
        allrun: Lines after the usual Allrun header; ``{CANARY}`` is the outside directory.
        files: Further case files (relative path → text), e.g. a script the Allrun calls.
    """

    name: str
    kind: str
    allrun: str
    files: tuple[tuple[str, str], ...] = ()


#: Hostile Allrun scripts; every one must be refused by the gate.
SCRIPTS: tuple[Hostile, ...] = (
    # -- the gate reads lines differently from the shell -------------------------------------
    Hostile("comment-continues-1", "lines",
            "echo ok # harmless \\\nrm -rf {CANARY}\n"),
    Hostile("comment-continues-2", "lines",
            "# note \\\ncp system/controlDict {CANARY}/x\n"),
    Hostile("carriage-return-1", "lines", "mkdir -p {CANARY}/x\r\n"),
    Hostile("carriage-return-2", "lines", "mkdir -p 0\r;mkdir {CANARY}/d\n"),
    Hostile("comment-continues-3", "lines", "  # indented \\\nmkdir {CANARY}/d\n"),
    Hostile("join-no-space", "lines", "cp system/controlDict /tm\\\np/../{CANARY}/x\n"),
    Hostile("cr-before-newline", "lines", "echo a \\\r\nmkdir {CANARY}/d\n"),
    # -- allowlisted programs that run commands or write files -------------------------------
    Hostile("sed-e-flag", "programs", "sed -i 's|.*|touch {CANARY}/p|e' system/controlDict\n"),
    Hostile("sed-e-command", "programs", "sed -n '1e touch {CANARY}/p' system/controlDict\n"),
    Hostile("sed-w-flag", "programs", "sed 's/a/b/w {CANARY}/out' system/controlDict\n"),
    Hostile("sed-w-command", "programs", "sed -n 'w {CANARY}/out' system/controlDict\n"),
    Hostile("sed-semicolon-w", "programs", "sed 's/x/y/;w {CANARY}/o' system/controlDict\n"),
    Hostile("sed-r-command", "programs", "sed '1r /etc/shadow' system/controlDict\n"),
    Hostile("sed-expression-long", "programs",
            "sed --expression='1e id' system/controlDict\n"),
    Hostile("sed-script-file", "programs", "sed -f system/s.sed system/controlDict\n",
            (("system/s.sed", "1e touch {CANARY}/x\n"),)),
    Hostile("sed-inplace-backup-dir", "programs",
            "sed -i{CANARY}/* 's/a/b/' system/controlDict\n"),
    Hostile("sed-glued-e", "programs", "sed -ne'1e id' system/controlDict\n"),
    Hostile("m4-syscmd", "programs", "m4 system/evil.m4 > system/blockMeshDict\n",
            (("system/evil.m4", "syscmd(`touch {CANARY}/x')\n"),)),
    Hostile("m4-esyscmd-P", "programs", "m4 -P system/evil.m4 > system/x\n",
            (("system/evil.m4", "m4_esyscmd(`rm -rf {CANARY}')\n"),)),
    Hostile("m4-define", "programs", "m4 -Dx=y system/evil.m4 > system/x\n",
            (("system/evil.m4", "x\n"),)),
    Hostile("sort-o-glued", "programs", "sort -o{CANARY}/x system/controlDict\n"),
    Hostile("sort-output-long", "programs", "sort --output={CANARY}/x system/controlDict\n"),
    Hostile("sort-compress-program", "programs",
            "sort --compress-program=sh system/controlDict\n"),
    Hostile("sort-temp-dir", "programs", "sort -T {CANARY} system/controlDict\n"),
    Hostile("cp-target-long", "programs", "cp --target-directory={CANARY} system/controlDict\n"),
    Hostile("cp-t-glued", "programs", "cp -t{CANARY} system/controlDict\n"),
    Hostile("cp-t-separate", "programs", "cp -t {CANARY} system/controlDict\n"),
    Hostile("mv-target-long", "programs", "mv --target-directory={CANARY} system/controlDict\n"),
    Hostile("touch-reference", "programs", "touch -r /etc/shadow system/x\n"),
    Hostile("gzip-suffix", "programs", "gzip -S /../../{CANARY}/x system/controlDict\n"),
    Hostile("grep-file-outside", "programs", "grep -f /etc/shadow system/controlDict\n"),
    Hostile("read-write-redirect", "programs", "echo x 1<>{CANARY}/f\n"),
    Hostile("read-write-redirect-0", "programs", "cat 0<>{CANARY}/f\n"),
    Hostile("clobber-redirect", "programs", "echo x >|{CANARY}/f\n"),
    Hostile("both-redirect", "programs", "echo x &>{CANARY}/f\n"),
    Hostile("dup-to-file", "programs", "echo x >&{CANARY}/f\n"),
    Hostile("herestring", "programs", "cat <<<x > system/y\n"),
    Hostile("process-substitution", "programs", "cat <(touch {CANARY}/x)\n"),
    # -- expansions the gate did not evaluate -------------------------------------------------
    Hostile("default-expansion", "expansions", "rm -rf ${{NOPE:-{CANARY}}}\n"),
    Hostile("assign-expansion", "expansions", "cp system/controlDict ${{Q={CANARY}}}/x\n"),
    Hostile("alternate-expansion", "expansions", "touch ${{HOME+{CANARY}/x}}\n"),
    Hostile("pattern-expansion", "expansions", "X=/xx{CANARY}\ntouch ${{X#/xx}}/y\n"),
    Hostile("length-expansion", "expansions", "touch ${{#X}}\n"),
    Hostile("indirect-expansion", "expansions", "X=PATH\ntouch ${{!X}}\n"),
    Hostile("dot-glob-bracket", "expansions", "cp system/controlDict .[.]/.[.]/x\n"),
    Hostile("dot-glob-star", "expansions", "rm -rf .*/x\n"),
    Hostile("bracket-glob-leading", "expansions", "rm -rf [.][.]/x\n"),
    Hostile("ansi-c-slash", "expansions", "touch $'\\x2f'tmp/x\n"),
    Hostile("ansi-c-octal", "expansions", "mkdir $'\\057'x\n"),
    Hostile("locale-quote", "expansions", "touch $\"/tmp/x\"\n"),
    Hostile("brace-list", "expansions", "touch {{x,{CANARY}/y}}\n"),
    Hostile("brace-range", "expansions", "rm -rf {{..,.}}/x\n"),
    Hostile("arithmetic", "expansions", "touch $((1))/x\n"),
    Hostile("tilde-user", "expansions", "touch ~root/x\n"),
    Hostile("unknown-var-in-cd", "expansions", "cd $HOME\ntouch x\n"),
    # -- arguments of OpenFOAM programs --------------------------------------------------------
    Hostile("foamDictionary-up", "openfoam-args",
            "foamDictionary -entry a -set 1 ../../x\n"),
    Hostile("foamDictionary-abs", "openfoam-args",
            "foamDictionary -entry a -set 1 {CANARY}/d\n"),
    Hostile("case-outside", "openfoam-args", "blockMesh -case {CANARY}\n"),
    Hostile("runApplication-case", "openfoam-args", "runApplication blockMesh -case ..\n"),
    Hostile("libs-option", "openfoam-args", "blockMesh -libs '(\"/tmp/evil.so\")'\n"),
    Hostile("dict-outside-write", "openfoam-args",
            "surfaceTransformPoints -scale 2 constant/x.stl {CANARY}/y.stl\n"),
    Hostile("postprocess-systemcall", "openfoam-args",
            "postProcess -func systemCall\n"),
    # -- time of check is not time of use ----------------------------------------------------
    Hostile("rewrite-called-script", "toctou",
            "cp system/evil Allrun.pre\n./Allrun.pre\n",
            (("Allrun.pre", "#!/bin/sh\necho fine\n"), ("system/evil", "rm -rf {CANARY}\n"))),
    Hostile("append-called-script", "toctou",
            "echo 'rm -rf {CANARY}' >> Allrun.pre\n./Allrun.pre\n",
            (("Allrun.pre", "#!/bin/sh\necho fine\n"),)),
    Hostile("sed-called-script", "toctou",
            "sed -i 's/fine/x/' Allrun.pre\n./Allrun.pre\n",
            (("Allrun.pre", "#!/bin/sh\necho fine\n"),)),
    Hostile("move-over-script", "toctou",
            "mv system/evil Allrun.pre\n./Allrun.pre\n",
            (("Allrun.pre", "#!/bin/sh\necho fine\n"), ("system/evil", "rm -rf {CANARY}\n"))),
    Hostile("copy-into-script-dir", "toctou",
            "cp -r sub2/Allrun.pre sub/\n./sub/Allrun.pre\n",
            (("sub/Allrun.pre", "#!/bin/sh\necho fine\n"),
             ("sub2/Allrun.pre", "#!/bin/sh\nrm -rf {CANARY}\n"))),
    Hostile("rewrite-m4-template", "toctou",
            "cp system/evil.m4 system/blockMeshDict.m4\nm4 system/blockMeshDict.m4 > x\n",
            (("system/evil.m4", "syscmd(`id')\n"),)),
    # -- environment ------------------------------------------------------------------------------
    Hostile("path-prefix", "environment", "PATH=./bin:/usr/bin\nblockMesh\n",
            (("bin/blockMesh", "#!/bin/sh\ntouch {CANARY}/x\n"),)),
    Hostile("path-export", "environment", "export PATH=$PWD/bin:$PATH\nblockMesh\n"),
    Hostile("prefix-assignment", "environment", "LD_PRELOAD=./evil.so blockMesh\n"),
    Hostile("ld-library-path", "environment", "LD_LIBRARY_PATH=.\nexport LD_LIBRARY_PATH\n"),
    Hostile("ifs", "environment", "IFS=/\nx=a/tmp\nrm -rf $x\n"),
    Hostile("bash-env", "environment", "export BASH_ENV=./x\n"),
    Hostile("foam-var", "environment", "WM_PROJECT_DIR=/tmp\nexport WM_PROJECT_DIR\n"),
    Hostile("export-option", "environment", "export -f x\n"),
    # -- classic injections, kept as a regression guard ----------------------------------------
    Hostile("eval", "classic", "eval 'touch {CANARY}/x'\n"),
    Hostile("sh-c", "classic", "sh -c 'touch {CANARY}/x'\n"),
    Hostile("exec", "classic", "exec touch {CANARY}/x\n"),
    Hostile("symlink", "classic", "ln -s {CANARY} out\n"),
    Hostile("python", "classic", "python3 -c 'open(\"{CANARY}/x\",\"w\")'\n"),
    Hostile("setsid", "classic", "setsid sleep 1000\n"),
    Hostile("nohup", "classic", "nohup sleep 1000\n"),
    Hostile("background", "classic", "sleep 1000 &\n"),
)


#: Hostile dictionaries: (name, kind, case file, text); ``{CANARY}`` is replaced literally (the
#: texts hold braces, so no str.format).
DICTIONARIES: tuple[tuple[str, str, str, str], ...] = (
    ("systemCall-function", "code", "system/controlDict",
     "functions { f { type systemCall; executeCalls (\"touch {CANARY}/x\"); } }\n"),
    ("systemCall-macro", "code", "system/controlDict",
     "t systemCall;\nfunctions { f { type $t; writeCalls (\"id\"); } }\n"),
    ("systemCall-quoted", "code", "system/controlDict",
     "functions { f { type \"systemCall\"; } }\n"),
    ("coded-function", "code", "system/controlDict",
     "functions { f { type coded; name x; codeExecute #{ system(\"id\"); #}; } }\n"),
    ("codedFixedValue", "code", "0/U",
     "boundaryField { inlet { type codedFixedValue; value uniform (0 0 0); "
     "name x; code \"system(\\\"id\\\");\"; } }\n"),
    ("codedSource-fvOption", "code", "constant/fvOptions",
     "s { type vectorCodedSource; selectionMode all; }\n"),
    ("codeStream", "code", "system/controlDict",
     "endTime #codeStream { code #{ os << 1; #}; };\n"),
    ("calc", "code", "system/controlDict", "endTime #calc \"1+1\";\n"),
    ("libs-absolute", "libs", "system/controlDict", "libs (\"/tmp/evil.so\");\n"),
    ("libs-relative", "libs", "system/controlDict", "libs (\"../evil.so\");\n"),
    ("libs-case", "libs", "system/controlDict", "libs (\"$FOAM_CASE/evil.so\");\n"),
    ("libs-unknown", "libs", "system/controlDict", "libs (\"libnotOpenFOAM.so\");\n"),
    ("functionObjectLibs", "libs", "system/controlDict",
     "functions { f { type x; functionObjectLibs (\"/tmp/y.so\"); } }\n"),
    ("include-absolute", "include", "system/controlDict", "#include \"/etc/passwd\"\n"),
    ("include-up", "include", "system/controlDict", "#include \"../../outside\"\n"),
    ("include-home", "include", "system/controlDict", "#includeIfPresent \"$HOME/x\"\n"),
    ("includeEtc-up", "include", "system/controlDict",
     "#includeEtc \"../../../../etc/passwd\"\n"),
    ("sinclude-abs", "include", "0/U", "#sinclude \"{CANARY}/x\"\n"),
    ("file-entry-abs", "paths", "system/controlDict",
     "functions { s { type sets; setFormat raw; file \"{CANARY}/out\"; } }\n"),
    ("table-file-up", "paths", "0/U",
     "boundaryField { inlet { type uniformFixedValue; uniformValue tableFile; "
     "file \"../../../secret\"; } }\n"),
    ("tilde-path", "paths", "constant/x", "surfaceFile \"~/x.stl\";\n"),
)
