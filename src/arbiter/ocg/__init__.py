"""The Yu-Gi-Oh! OCG under the expert rules of 2002-2007."""
