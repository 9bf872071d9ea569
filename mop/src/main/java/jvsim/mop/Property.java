package jvsim.mop;

import java.util.List;

/**
 * A property of a spec: its name, its parameters (the objects one monitor is for), its events and
 * its automaton over them ({@link Dfa}, the events numbered as {@link #events} are), and whether the
 * run enforces it (holds threads back) or monitors it (reports violations).
 */
record Property(String name, List<String> params, List<EventDecl> events, Dfa dfa, String formula, boolean enforce) { }
