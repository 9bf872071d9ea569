@echo off
rem jvsim launcher for Windows:  jvsim [options] <target> [args...]   (see jvsim --help)
rem Runs ..\lib\*.jar with the host JVM options of bin/jvsim, without its class-data sharing archive.
rem JVSIM_JAVA_OPTS: host JVM options added after these.
setlocal
set "JVSIM_LIB=%~dp0..\lib"
set "JVSIM_JAVA=java"
if defined JAVA_HOME set "JVSIM_JAVA=%JAVA_HOME%\bin\java"
"%JVSIM_JAVA%" -Xss16m -Xmx4g -XX:TieredStopAtLevel=1 -XX:+UseSerialGC %JVSIM_JAVA_OPTS% -cp "%JVSIM_LIB%\*" jvsim.tools.Cli %*
exit /b %ERRORLEVEL%
